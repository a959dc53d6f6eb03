import { BrandTile, Carousel, CarouselPlaceholder, DiscountTile, ProductCard, TileSkeleton } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Canvas } from 'storybook/internal/types'
import { expect, waitFor } from 'storybook/test'
import { withReducedMotion } from './motion.tsx'
import { img, ratings } from './support.ts'

const products = [
  ['phone', 'Redmi Note 13 Pro 5G (8 GB RAM, 256 GB)', 26999, 21999],
  ['laptop', 'HP Pavilion 14 Thin and Light Laptop', 72990, 58990],
  ['headphones', 'boAt Rockerz 450 Bluetooth Headphones', 3990, 1499],
  ['watch', 'Noise ColorFit Pro 5 Smart Watch', 6999, 3499],
  ['shoe', 'Campus Running Shoes for Men', 2499, 1299],
  ['cricket', 'SG Kashmir Willow Cricket Bat', 3200, 2650],
  ['pan', 'Prestige Omega Deluxe Fry Pan 24 cm', 1695, 1149],
  ['teddy', 'Soft Teddy Bear, 3 ft, Brown', 1499, 799],
] as const

const productCards = products.map(([image, name, price, offerPrice], i) => (
  <ProductCard
    key={image}
    href={`/product-page/p-${i + 1}`}
    name={name}
    imageUrl={img(`product-${image}`)}
    price={price}
    offerPrice={offerPrice}
    rating={ratings.good}
    stock={i === 3 ? 0 : 25}
  />
))

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: { label: 'Top Deals', maxSlides: 4, autoplay: false, children: productCards },
} satisfies Meta<typeof Carousel>

export default meta
type Story = StoryObj<typeof meta>

/** Slide width for `perView` slides: each slide carries the 16 px gap as left padding (embla's pattern). */
const expectedSlideWidth = (carousel: HTMLElement, perView: number) =>
  (carousel.getBoundingClientRect().width + 16) / perView

const region = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-roledescription="carousel"]')

/**
 * The carousel once its scroll engine has started: the arrows appear only then. In a test run React
 * finishes its effects before the play function starts; in the Storybook UI they may still be pending.
 */
const scrollable = async (canvas: Canvas, name = 'Top Deals') => {
  await canvas.findByRole('button', { name: 'Next slide' })
  return canvas.getByRole('region', { name })
}

export const ProductsFourUp: Story = {
  play: async ({ canvas, canvasElement }) => {
    const carousel = await scrollable(canvas)
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = canvas.getAllByRole('group')
    await expect(slides).toHaveLength(8)
    await expect(slides[0]).toHaveAccessibleName('1 of 8')
    await expect(slides[7]).toHaveAccessibleName('8 of 8')
    // Four slides per view at 1280 px.
    const width = slides[0]?.getBoundingClientRect().width ?? 0
    await expect(Math.abs(width - expectedSlideWidth(carousel, 4))).toBeLessThan(1.5)
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeEnabled()
    await expect(region(canvasElement)).toHaveAttribute('data-autoplay', 'off')
  },
}

export const NextMovesOneSlide: Story = {
  play: async ({ canvas, userEvent }) => {
    const carousel = await scrollable(canvas)
    const slides = canvas.getAllByRole('group')
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await waitFor(() => expect(carousel).toHaveAttribute('data-selected-snap', '1'))
    // The second slide now starts at the carousel's left edge.
    await waitFor(() =>
      expect(
        Math.abs((slides[1]?.getBoundingClientRect().left ?? 0) - carousel.getBoundingClientRect().left),
      ).toBeLessThan(20),
    )
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }))
    await waitFor(() => expect(carousel).toHaveAttribute('data-selected-snap', '0'))
  },
}

export const DisabledAtTheEnd: Story = {
  play: async ({ canvas, userEvent }) => {
    const next = await canvas.findByRole('button', { name: 'Next slide' })
    // 8 slides, 4 in view: four steps reach the end.
    for (let step = 0; step < 4; step++) await userEvent.click(next)
    await waitFor(() => expect(next).toBeDisabled())
    await expect(canvas.getByRole('region', { name: 'Top Deals' })).toHaveAttribute('data-selected-snap', '4')
  },
}

export const FeaturedBrandsFiveUp: Story = {
  args: {
    label: 'Featured Brands',
    maxSlides: 5,
    children: [1, 2, 3, 4, 5, 6].map((n) => (
      <BrandTile
        key={n}
        brandName={`Brand ${n}`}
        logoUrl={img(`logo-${n}`)}
        href={`/brand-page/b-${n}`}
        imageUrl={img(`store-${((n - 1) % 4) + 1}`)}
      />
    )),
  },
}

export const DiscountsTwoUp: Story = {
  args: {
    label: 'Discounts For You',
    maxSlides: 2,
    children: [1, 2, 3, 4].map((n) => (
      <DiscountTile
        key={n}
        imageUrl={img(`discount-${n}`)}
        categoryName={['Fashion', 'Electronics', 'Home', 'Beauty'][n - 1] ?? ''}
        discount={[45, 30, 60, 25][n - 1] ?? 0}
        href={`/discout-for-you/d-${n}`}
      />
    )),
  },
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Discounts For You' })
    const width = canvas.getAllByRole('group')[0]?.getBoundingClientRect().width ?? 0
    await expect(Math.abs(width - expectedSlideWidth(carousel, 2))).toBeLessThan(1.5)
  },
}

export const SingleSlide: Story = {
  args: { children: productCards.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(1)
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Previous slide' })).toBeNull()
  },
}

export const FewerItemsThanSlots: Story = {
  args: { children: productCards.slice(0, 3) },
  play: async ({ canvas }) => {
    // Never more slides per view than items: three fill the row, nothing to scroll.
    const carousel = canvas.getByRole('region', { name: 'Top Deals' })
    const width = canvas.getAllByRole('group')[0]?.getBoundingClientRect().width ?? 0
    await expect(Math.abs(width - expectedSlideWidth(carousel, 3))).toBeLessThan(1.5)
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull()
  },
}

/** At 390 px a fraction of the next card peeks in; the page never scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Top Deals' })
    const slides = canvas.getAllByRole('group')
    const ratio = carousel.getBoundingClientRect().width / (slides[0]?.getBoundingClientRect().width ?? 1)
    await expect(ratio).toBeGreaterThan(1.2)
    await expect(ratio).toBeLessThan(1.4)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** Autoplay advances every 3 s, pauses on hover and on keyboard focus, and resumes after. */
export const Autoplay: Story = {
  args: { autoplay: true },
  decorators: [withReducedMotion(false)],
  // Moves on its own: no visual baseline.
  parameters: { visual: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const carousel = await scrollable(canvas)
    await waitFor(() => expect(carousel).toHaveAttribute('data-autoplay', 'playing'))
    // The first step comes 3 s after the start; a busy machine's timers may fire late.
    await waitFor(() => expect(carousel).toHaveAttribute('data-selected-snap', '1'), { timeout: 8000 })

    await userEvent.hover(carousel)
    await waitFor(() => expect(carousel).toHaveAttribute('data-autoplay', 'hovered'))
    await new Promise((resolve) => setTimeout(resolve, 3400))
    await expect(carousel).toHaveAttribute('data-selected-snap', '1')
    await userEvent.unhover(carousel)
    await waitFor(() => expect(carousel).toHaveAttribute('data-autoplay', 'playing'))

    // Keyboard focus inside pauses it too (the Previous button is enabled now, so it is first).
    canvasElement.ownerDocument.body.focus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus()
    await waitFor(() => expect(carousel).toHaveAttribute('data-autoplay', 'focused'))
    await userEvent.tab()
    await expect(carousel).toHaveAttribute('data-autoplay', 'focused')
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
    await waitFor(() => expect(carousel).toHaveAttribute('data-autoplay', 'playing'))
  },
}

/** A carousel below the screen does not advance until it is scrolled into view. */
export const AutoplayWaitsUntilInView: Story = {
  args: { autoplay: true },
  decorators: [
    withReducedMotion(false),
    (Story) => (
      <div>
        <div data-testid="above" style={{ height: '2400px' }} />
        <Story />
      </div>
    ),
  ],
  // Moves on its own: no visual baseline.
  parameters: { visual: false },
  play: async ({ canvas, canvasElement }) => {
    const carousel = await scrollable(canvas)
    // The shopper's setting is still "playing"; only the screen position holds it.
    await waitFor(() => expect(carousel).toHaveAttribute('data-autoplay', 'playing'))
    await new Promise((resolve) => setTimeout(resolve, 3600))
    await expect(carousel).toHaveAttribute('data-selected-snap', '0')
    carousel.scrollIntoView()
    await waitFor(() => expect(carousel).toHaveAttribute('data-selected-snap', '1'), { timeout: 4500 })
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0)
  },
}

/** Shoppers who ask for less motion get no autoplay and instant slide changes. */
export const ReducedMotion: Story = {
  args: { autoplay: true },
  decorators: [withReducedMotion(true)],
  play: async ({ canvas }) =>
    expect(canvas.getByRole('region', { name: 'Top Deals' })).toHaveAttribute('data-autoplay', 'off'),
}

/** Opens on a chosen slide (the current store of /topStore-Page): slide 3 starts at the left edge. */
export const StartsAtChosenSlide: Story = {
  args: { startIndex: 2 },
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Top Deals' })
    const slides = canvas.getAllByRole('group')
    await waitFor(() => expect(carousel).toHaveAttribute('data-selected-snap', '2'))
    await waitFor(() =>
      expect(
        Math.abs((slides[2]?.getBoundingClientRect().left ?? 0) - carousel.getBoundingClientRect().left),
      ).toBeLessThan(20),
    )
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled()
  },
}

/** A chosen slide near the end shows the last full view (8 slides, 4 in view: it stops at slide 5). */
export const StartsNearTheEnd: Story = {
  args: { startIndex: 7 },
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Top Deals' })
    await waitFor(() => expect(carousel).toHaveAttribute('data-selected-snap', '4'))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next slide' })).toBeDisabled())
  },
}

const slideGroups = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'),
]

/** Which slides hold their card (a link); the others are empty boxes keeping their place. */
const filledSlides = (canvasElement: HTMLElement) =>
  slideGroups(canvasElement).map((slide) => slide.querySelector('a') !== null)

/**
 * Only the slides in view and one ahead are rendered at first (four in view at 1280 px, so five); the
 * empty ones keep their width, so the row is as long as with every card and nothing moves when they fill.
 */
export const RendersViewPlusOne: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const carousel = await scrollable(canvas)
    await waitFor(() =>
      expect(filledSlides(canvasElement)).toEqual([true, true, true, true, true, false, false, false]),
    )
    const widths = slideGroups(canvasElement).map((slide) => Math.round(slide.getBoundingClientRect().width))
    await expect(new Set(widths).size).toBe(1)
    const heights = slideGroups(canvasElement).map((slide) => slide.getBoundingClientRect().height)
    await expect(Math.min(...heights)).toBe(Math.max(...heights))
    const firstLeft = slideGroups(canvasElement)[0]?.getBoundingClientRect().left

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await waitFor(() => expect(carousel).toHaveAttribute('data-selected-snap', '1'))
    await waitFor(() =>
      expect(filledSlides(canvasElement)).toEqual([true, true, true, true, true, true, false, false]),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await waitFor(() => expect(filledSlides(canvasElement).filter(Boolean)).toHaveLength(7))
    // Filling a slide did not change the row: the first slide is one step further left per click.
    await waitFor(() =>
      expect(
        Math.abs(
          (firstLeft ?? 0) -
            2 * expectedSlideWidth(carousel, 4) -
            (slideGroups(canvasElement)[0]?.getBoundingClientRect().left ?? 0),
        ),
      ).toBeLessThan(2),
    )
  },
  // After clicks: ripples make the pixels unstable.
  parameters: { visual: false },
}

/** Tabbing through the cards scrolls the row to the focused one and fills the slide after it. */
export const KeyboardFillsAhead: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await scrollable(canvas)
    canvasElement.ownerDocument.body.focus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus()
    for (let card = 0; card < 5; card++) await userEvent.tab()
    const fifth = slideGroups(canvasElement)[4]?.querySelector('a')
    await expect(fifth).toHaveFocus()
    await waitFor(() => expect(filledSlides(canvasElement)[5]).toBe(true))
    await userEvent.tab()
    await expect(slideGroups(canvasElement)[5]?.querySelector('a')).toHaveFocus()
    await waitFor(() => expect(filledSlides(canvasElement)[6]).toBe(true))
  },
  parameters: { visual: false },
}

/** On a phone 1.3 cards show: the first two (one peeking) and one ahead are rendered. */
export const PhoneRendersViewPlusOne: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(filledSlides(canvasElement)).toEqual([true, true, true, false, false, false, false, false]),
    )
  },
  // The Phone story holds the same picture.
  parameters: { visual: false },
}

/**
 * A loading row: the skeletons laid out as the carousel's slides (four per view at 1280 px), with nothing
 * to scroll and no buttons.
 */
export const Placeholder: Story = {
  render: () => (
    <CarouselPlaceholder label="Loading Top Deals" maxSlides={4}>
      {[1, 2, 3, 4].map((n) => (
        <TileSkeleton key={n} />
      ))}
    </CarouselPlaceholder>
  ),
  play: async ({ canvas, canvasElement }) => {
    const row = canvas.getByRole('group', { name: 'Loading Top Deals' })
    await expect(row).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvasElement.querySelector('[aria-roledescription]')).toBeNull()
    const slides = [...(row.firstElementChild?.children ?? [])]
    await expect(slides).toHaveLength(4)
    const width = slides[0]?.getBoundingClientRect().width ?? 0
    await expect(Math.abs(width - expectedSlideWidth(row, 4))).toBeLessThan(1.5)
  },
}
