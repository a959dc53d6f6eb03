import { Carousel, ProductCardSkeleton, TileSkeleton } from '@haat/ui'

/**
 * The loading placeholder of a carousel section: skeletons in the same carousel the loaded section uses,
 * so slide widths per breakpoint already match and nothing jumps when the data arrives.
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
    <Carousel label={`Loading ${label}`} maxSlides={maxSlides} autoplay={false}>
      {Array.from({ length: maxSlides }, (_, index) =>
        kind === 'product' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={index} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <TileSkeleton key={index} shape={kind === 'round' ? 'round' : 'card'} />
        ),
      )}
    </Carousel>
  )
}
