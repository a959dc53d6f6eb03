import type { NewArrival } from '@haat/contract'
import { Carousel, NewArrivalTile } from '@haat/ui'
import { newArrivalHref } from '../links.ts'

/** The new-arrival collections as a carousel of tiles, each to its page by the link rule (home and /new-arrival). */
export function NewArrivalCarousel({ arrivals, label }: { arrivals: NewArrival[]; label: string }) {
  return (
    <Carousel label={label} maxSlides={4}>
      {arrivals.map((arrival) => (
        <NewArrivalTile
          key={arrival.id}
          title={arrival.title}
          imageUrl={arrival.image}
          href={newArrivalHref(arrival)}
        />
      ))}
    </Carousel>
  )
}
