import { CarouselPlaceholder, ProductCardSkeleton, TileSkeleton } from '@haat/ui'

/**
 * The loading placeholder of a carousel section: skeletons laid out like the slides of the carousel the
 * loaded section uses, so slide widths per breakpoint already match and nothing jumps when the data
 * arrives (a placeholder row, not a carousel: there is nothing to scroll yet).
 */
export function SkeletonRow({
  label,
  maxSlides,
  kind = 'tile',
}: {
  label: string
  maxSlides: number
  kind?: 'tile' | 'round' | 'product'
}) {
  return (
    <CarouselPlaceholder label={`Loading ${label}`} maxSlides={maxSlides}>
      {Array.from({ length: maxSlides }, (_, index) =>
        kind === 'product' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={index} label={null} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <TileSkeleton key={index} shape={kind === 'round' ? 'round' : 'card'} label={null} />
        ),
      )}
    </CarouselPlaceholder>
  )
}
