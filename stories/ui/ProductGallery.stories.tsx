import { ProductGallery } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fireEvent, fn, screen, waitFor, within } from 'storybook/test'
import { img } from './support.ts'

const images = ['product-headphones', 'product-phone', 'product-watch', 'product-laptop'].map((n) => ({
  src: img(n),
}))

const meta = {
  title: 'UI/ProductGallery',
  component: ProductGallery,
  tags: ['autodocs'],
  args: { images, name: 'boAt Rockerz 450', onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>

export default meta
type Story = StoryObj<typeof meta>

const large = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: /^Zoom:/ })

/** The first picture large and eager with high priority, sized before it arrives; thumbnails lazy. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const main = within(large(canvas)).getByRole('img')
    await expect(main).toHaveAccessibleName('boAt Rockerz 450, picture 1 of 4')
    await expect(main).toHaveAttribute('loading', 'eager')
    await expect(main).toHaveAttribute('fetchpriority', 'high')
    await expect(main).toHaveAttribute('width', '600')
    await expect(main).toHaveAttribute('height', '600')
    await expect(main).toHaveAttribute('sizes', '(max-width: 767px) 100vw, 520px')
    const thumbs = within(canvas.getByRole('list', { name: 'Product pictures' })).getAllByRole('button')
    await expect(thumbs).toHaveLength(4)
    await expect(thumbs[0]).toHaveAttribute('aria-current', 'true')
    for (const thumb of thumbs) await expect(thumb.querySelector('img')).toHaveAttribute('loading', 'lazy')
  },
}

export const ThumbnailChooses: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show picture 3 of 4' }))
    await expect(args.onSelect).toHaveBeenLastCalledWith(2)
    const main = within(large(canvas)).getByRole('img')
    await expect(main).toHaveAccessibleName('boAt Rockerz 450, picture 3 of 4')
    await expect(main).toHaveAttribute('src', img('product-watch'))
    await expect(main).not.toHaveAttribute('fetchpriority', 'high')
    await expect(canvas.getByRole('button', { name: 'Show picture 3 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  },
}

/** The arrow keys turn the pictures (wrapping at the ends); on a thumbnail the focus follows. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Show picture 1 of 4' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('button', { name: 'Show picture 2 of 4' })).toHaveFocus()
    await expect(within(large(canvas)).getByRole('img')).toHaveAccessibleName(/picture 2 of 4/)
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    await expect(canvas.getByRole('button', { name: 'Show picture 4 of 4' })).toHaveFocus()
    await expect(within(large(canvas)).getByRole('img')).toHaveAccessibleName(/picture 4 of 4/)
  },
}

/** A sideways swipe on the large picture turns it; a short move does not. */
export const Swipe: Story = {
  // No baseline: a pointer check; it ends on the first picture, the default story's.
  parameters: { visual: false },
  play: async ({ canvas, args }) => {
    const stage = large(canvas)
    fireEvent.pointerDown(stage, { clientX: 300 })
    fireEvent.pointerUp(stage, { clientX: 200 })
    // Outside act() (the built Storybook) a pointer's state change renders a moment later: wait for it.
    await waitFor(() => expect(within(stage).getByRole('img')).toHaveAccessibleName(/picture 2 of 4/))
    fireEvent.pointerDown(stage, { clientX: 200 })
    fireEvent.pointerUp(stage, { clientX: 300 })
    await waitFor(() => expect(within(stage).getByRole('img')).toHaveAccessibleName(/picture 1 of 4/))
    fireEvent.pointerDown(stage, { clientX: 200 })
    fireEvent.pointerUp(stage, { clientX: 220 })
    await expect(within(stage).getByRole('img')).toHaveAccessibleName(/picture 1 of 4/)
    await expect(args.onSelect).toHaveBeenCalledTimes(2)
  },
}

/** The large picture opens a dialog with the picture as big as the screen allows; arrows turn it there. */
export const Zoomed: Story = {
  parameters: { visual: 'page' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(large(canvas))
    const dialog = await screen.findByRole('dialog', { name: 'boAt Rockerz 450, picture 1 of 4' })
    const zoomed = within(dialog).getByRole('img')
    await expect(zoomed).toHaveAttribute('sizes', '100vw')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next picture' }))
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName('boAt Rockerz 450, picture 2 of 4')
    await userEvent.keyboard('{ArrowRight}')
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName('boAt Rockerz 450, picture 3 of 4')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(large(canvas))
    await screen.findByRole('dialog', { name: 'boAt Rockerz 450, picture 3 of 4' })
  },
}

/** srcSet goes to the large picture with its sizes, and to each thumbnail at the thumbnail's width. */
export const WithSrcSet: Story = {
  args: {
    images: images.map((i) => ({ ...i, srcSet: `${i.src} 400w, ${i.src} 800w` })),
  },
  play: async ({ canvas }) => {
    await expect(within(large(canvas)).getByRole('img')).toHaveAttribute(
      'srcset',
      `${img('product-headphones')} 400w, ${img('product-headphones')} 800w`,
    )
    await expect(
      canvas.getByRole('button', { name: 'Show picture 1 of 4' }).querySelector('img'),
    ).toHaveAttribute('sizes', '64px')
  },
}

export const OnePicture: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(within(large(canvas)).getByRole('img')).toHaveAccessibleName('boAt Rockerz 450')
  },
}

export const NoPictures: Story = {
  args: { images: [] },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('img', { name: 'boAt Rockerz 450: no picture' })).toBeVisible(),
}

/** On a phone the thumbnails run in a row under the picture. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Product pictures' })
    const stage = large(canvas)
    await expect(list.getBoundingClientRect().top).toBeGreaterThan(stage.getBoundingClientRect().bottom - 1)
  },
}

/** Another product with fewer pictures than the one shown: the gallery shows its last one, not nothing. */
export const FewerPicturesLater: Story = {
  // No baseline: a behaviour check after a click whose ripple varies.
  parameters: { visual: false },
  args: { initialIndex: 3 },
  render: function Switching(args) {
    const [few, setFew] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setFew(true)}>
          Next product
        </button>
        <ProductGallery {...args} images={few ? images.slice(0, 2) : args.images} />
      </>
    )
  },
  play: async ({ canvas, userEvent }) => {
    await expect(within(large(canvas)).getByRole('img')).toHaveAccessibleName(/picture 4 of 4/)
    await userEvent.click(canvas.getByRole('button', { name: 'Next product' }))
    await expect(within(large(canvas)).getByRole('img')).toHaveAccessibleName(/picture 2 of 2/)
  },
}
