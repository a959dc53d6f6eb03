import { BannerCarousel } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { preventNavigation } from './fixtures/preventNavigation.tsx'
import { withReducedMotion } from './motion.tsx'
import { img } from './support.ts'

// The pictures carry no words: each banner's headline, sub-line and link label are text the
// carousel lays over (or, on a phone, under) its artwork.
const banners = [
  {
    id: 'b1',
    imageUrl: img('banner-electronics'),
    alt: 'Big Electronics Days',
    href: '/categories-page/c-1/Electronics',
    headline: 'Big Electronics Days',
    subline: 'Laptops, phones and audio at up to 60% off',
    linkLabel: 'Shop now',
  },
  {
    id: 'b2',
    imageUrl: img('banner-fashion'),
    alt: 'Festive Fashion Edit',
    href: '/categories-page/c-2/Fashion',
    headline: 'Festive Fashion Edit',
    subline: 'Kurtas, sarees and sneakers for every occasion',
    linkLabel: 'Shop now',
  },
  {
    id: 'b3',
    imageUrl: img('banner-grocery'),
    alt: 'Fresh Grocery Fest',
    href: '/product-page/p-77',
    headline: 'Fresh Grocery Fest',
    subline: 'Alphonso mangoes, basmati rice and daily staples',
    linkLabel: 'Shop now',
  },
]

/** Banners without words: each is its picture, one link named by the picture's text alternative. */
const artworkOnly = [
  {
    id: 'a1',
    imageUrl: img('banner-art-electronics'),
    alt: 'Electronics sale: up to 60% off',
    href: '/categories-page/c-1/Electronics',
  },
  {
    id: 'a2',
    imageUrl: img('banner-fashion'),
    alt: 'Fashion week: new styles from ₹299',
    href: '/categories-page/c-2/Fashion',
  },
]

const meta = {
  title: 'UI/BannerCarousel',
  component: BannerCarousel,
  tags: ['autodocs'],
  decorators: [preventNavigation],
  args: { banners, status: 'ready', autoplay: false },
} satisfies Meta<typeof BannerCarousel>

export default meta
type Story = StoryObj<typeof meta>

const shopLink = (canvas: { getByRole: (role: 'link', opts: { name: RegExp }) => HTMLElement }, n = 1) =>
  canvas.getByRole('link', { name: new RegExp(`^Shop now: ${banners[n - 1]?.headline}$`) })

/** A px size of an element's text. */
const fontPx = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize)

export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    const hero = canvas.getByRole('region', { name: 'Featured offers' })
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel')
    // The words are text, and the button is a real link to the banner's target.
    await expect(canvas.getByText('Big Electronics Days')).toBeVisible()
    await expect(canvas.getByText('Laptops, phones and audio at up to 60% off')).toBeVisible()
    const link = shopLink(canvas)
    await expect(link.tagName).toBe('A')
    await expect(link).toHaveAttribute('href', '/categories-page/c-1/Electronics')
    await expect(link).toHaveTextContent(/^Shop now/)
    // One link a banner: the picture is decoration beside the words.
    await expect(canvasElement.querySelectorAll('a[href]')).toHaveLength(banners.length)
    const pictures = [...canvasElement.querySelectorAll('img')]
    await expect(pictures.map((p) => p.getAttribute('alt'))).toEqual(['', '', ''])
    // The first picture is the page's largest paint; the others wait.
    await expect(pictures[0]).toHaveAttribute('loading', 'eager')
    await expect(pictures[0]).toHaveAttribute('fetchpriority', 'high')
    await expect(pictures[1]).toHaveAttribute('loading', 'lazy')
    // The banner keeps its 10:3 frame, with the words on its left half.
    const slide = canvasElement.querySelector('[data-testid="banner-slide"]') as HTMLElement
    const { width, height } = slide.getBoundingClientRect()
    await expect(Math.abs(width / height - 10 / 3)).toBeLessThan(0.02)
    const headline = canvas.getByText('Big Electronics Days')
    await expect(headline.getBoundingClientRect().right).toBeLessThanOrEqual(
      slide.getBoundingClientRect().left + width / 2,
    )
    await expect(fontPx(headline)).toBeGreaterThan(fontPx(canvas.getByText(/^Laptops, phones/)))
    await expect(canvas.getByRole('button', { name: 'Go to banner 1' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Go to banner 3' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Pause autoplay' })).toBeNull()
  },
}

/** The link button takes keyboard focus and shows it; the whole banner is its click area. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const link = shopLink(canvas)
    // Past the arrows, the first banner's link is the next stop.
    for (let stops = 0; stops < 3 && document.activeElement !== link; stops++) await userEvent.tab()
    await expect(link).toHaveFocus()
    await waitFor(() => expect(link).toHaveClass('Mui-focusVisible'))
    // An ink ring clear of the button, visible on the artwork and on white alike.
    const style = getComputedStyle(link)
    await expect(style.outlineStyle).toBe('solid')
    await expect(style.outlineWidth).toBe('3px')
    await expect(style.outlineColor).toBe('rgb(31, 26, 36)')
    // A click on the picture lands on the link's stretched area, which covers the slide.
    const slide = canvasElement.querySelector('[data-testid="banner-slide"]') as HTMLElement
    const area = getComputedStyle(link, '::after')
    await expect(area.position).toBe('absolute')
    const box = slide.getBoundingClientRect()
    // A point on the artwork, clear of the words and of the Next arrow.
    const hit = document.elementFromPoint(box.left + box.width * 0.7, box.top + box.height * 0.25)
    await expect(hit === link || link.contains(hit)).toBe(true)
  },
}

export const DotsChangeBanner: Story = {
  play: async ({ canvas, userEvent }) => {
    const hero = canvas.getByRole('region', { name: 'Featured offers' })
    await userEvent.click(canvas.getByRole('button', { name: 'Go to banner 3' }))
    await waitFor(() => expect(hero).toHaveAttribute('data-selected-snap', '2'))
    await expect(canvas.getByRole('button', { name: 'Go to banner 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Go to banner 1' })).not.toHaveAttribute('aria-current')
    await expect(shopLink(canvas, 3)).toHaveAttribute('href', '/product-page/p-77')
    // The banners loop: next from the last goes back to the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await waitFor(() => expect(hero).toHaveAttribute('data-selected-snap', '0'))
  },
}

/** Long words are cut to two lines each, so the link button always stays inside the banner. */
export const LongText: Story = {
  args: {
    banners: [
      {
        ...(banners[0] as (typeof banners)[number]),
        headline: 'The Great Indian Festive Electronics and Home Appliances Mega Sale Weekend',
        subline:
          'Laptops, smartphones, televisions, refrigerators, washing machines and kitchen appliances from hundreds of trusted sellers, with exchange offers and no-cost EMI on every order',
        linkLabel: 'Explore the sale',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const slide = canvasElement.querySelector('[data-testid="banner-slide"]') as HTMLElement
    const link = canvas.getByRole('link', { name: /^Explore the sale: The Great Indian/ })
    const box = slide.getBoundingClientRect()
    const button = link.getBoundingClientRect()
    await expect(button.bottom).toBeLessThanOrEqual(box.bottom)
    await expect(button.top).toBeGreaterThanOrEqual(box.top)
    const headline = canvas.getByText(/^The Great Indian/)
    const lineHeight = Number.parseFloat(getComputedStyle(headline).lineHeight)
    await expect(headline.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1)
  },
}

/** Banners without words show their artwork alone, one link each, named by the picture. */
export const ArtworkOnly: Story = {
  args: { banners: artworkOnly },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Electronics sale: up to 60% off' })
    await expect(link).toHaveAttribute('href', '/categories-page/c-1/Electronics')
    await expect(canvas.queryByRole('link', { name: /Shop now/ })).toBeNull()
    const { width, height } = link.getBoundingClientRect()
    await expect(Math.abs(width / height - 10 / 3)).toBeLessThan(0.02)
  },
}

export const Loading: Story = {
  args: { status: 'loading', banners: [] },
  play: async ({ canvas }) => expect(canvas.getByText('Loading banners...')).toBeVisible(),
}

/**
 * The skeleton keeps the room of the carousel's dots and pause button, so what is under the banners does
 * not move when they arrive (here both states, one above the other).
 */
export const LoadingAsTallAsReady: Story = {
  render: () => (
    <>
      <div data-state="loading">
        <BannerCarousel status="loading" banners={[]} autoplay={false} />
      </div>
      <div data-state="ready">
        <BannerCarousel status="ready" banners={banners} autoplay={false} />
      </div>
    </>
  ),
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const height = (state: string) =>
      canvasElement.querySelector(`[data-state="${state}"]`)?.getBoundingClientRect().height ?? 0
    await expect(height('loading')).toBeGreaterThan(0)
    await expect(height('loading')).toBeCloseTo(height('ready'), 0)
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', banners: [], errorText: 'Network response was not ok.' },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('alert')).toHaveTextContent(
      'Error loading banners: Network response was not ok.',
    ),
}

export const SingleBanner: Story = {
  args: { banners: banners.slice(1, 2) },
  play: async ({ canvas }) => {
    await expect(shopLink(canvas, 2)).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Empty: Story = {
  name: 'No banners (renders nothing)',
  args: { banners: [] },
  play: async ({ canvasElement }) => expect(canvasElement.querySelector('[aria-roledescription]')).toBeNull(),
}

/**
 * On a phone the words move under the picture (cropped to its artwork) instead of shrinking with it:
 * a sub-line of at least 14 px, a bigger headline and a full-size link button.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { storyPadding: 0 },
  play: async ({ canvas, canvasElement }) => {
    const headline = canvas.getByText('Big Electronics Days')
    const subline = canvas.getByText('Laptops, phones and audio at up to 60% off')
    await expect(fontPx(subline)).toBeGreaterThanOrEqual(14)
    await expect(fontPx(headline)).toBeGreaterThan(fontPx(subline))
    const picture = canvasElement.querySelector('img') as HTMLImageElement
    const art = picture.getBoundingClientRect()
    await expect(Math.abs(art.width / art.height - 12 / 5)).toBeLessThan(0.05)
    await expect(headline.getBoundingClientRect().top).toBeGreaterThanOrEqual(art.bottom)
    const link = shopLink(canvas)
    const button = link.getBoundingClientRect()
    await expect(button.height).toBeGreaterThanOrEqual(44)
    await expect(button.bottom).toBeLessThanOrEqual(
      (canvasElement.querySelector('[data-testid="banner-slide"]') as HTMLElement).getBoundingClientRect()
        .bottom,
    )
    // No arrows on phones (swipe and dots instead), no sideways page scroll.
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** The loading placeholder holds the same room as the banner on a phone, so nothing jumps. */
export const PhoneLoading: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { storyPadding: 0 },
  args: { status: 'loading', banners: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading banners...')).toBeVisible()
    const skeleton = canvas.getByTestId('banner-skeleton').getBoundingClientRect().height
    // The phone banner: the picture at 12:5 of the width, then 176 px of words, then the 38 px row of the
    // carousel's dots and pause button.
    const expected = canvasElement.getBoundingClientRect().width / (12 / 5) + 176 + 38
    await expect(Math.abs(skeleton - expected)).toBeLessThan(2)
  },
}

/** A tablet is wide enough for the words over the picture, at a smaller size. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas, canvasElement }) => {
    const slide = canvasElement.querySelector('[data-testid="banner-slide"]') as HTMLElement
    const box = slide.getBoundingClientRect()
    await expect(Math.abs(box.width / box.height - 10 / 3)).toBeLessThan(0.02)
    const button = shopLink(canvas).getBoundingClientRect()
    await expect(button.bottom).toBeLessThanOrEqual(box.bottom)
    await expect(fontPx(canvas.getByText(/^Laptops, phones/))).toBeGreaterThanOrEqual(14)
  },
}

/** Autoplay every 3 s with a pause control; hovering pauses it as well. */
export const Autoplay: Story = {
  args: { autoplay: true },
  decorators: [withReducedMotion(false)],
  // No baseline: it moves on its own (motion is on here on purpose); the other stories hold its looks.
  parameters: { visual: false },
  play: async ({ canvas, userEvent }) => {
    const hero = canvas.getByRole('region', { name: 'Featured offers' })
    await expect(hero).toHaveAttribute('data-autoplay', 'playing')
    await waitFor(() => expect(hero).toHaveAttribute('data-selected-snap', '1'), { timeout: 4500 })
    await userEvent.click(canvas.getByRole('button', { name: 'Pause autoplay' }))
    await waitFor(() => expect(hero).toHaveAttribute('data-autoplay', 'paused'))
    await expect(canvas.getByRole('button', { name: 'Start autoplay' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Start autoplay' }))
    // Still focused on the control, so it waits until focus and pointer leave.
    await waitFor(() => expect(hero).toHaveAttribute('data-autoplay', 'focused'))
  },
}
