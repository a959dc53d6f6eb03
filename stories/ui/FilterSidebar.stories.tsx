import { SIDEBAR_CHOICES } from '@haat/contract/core'
import { FilterSidebar, type FilterSidebarProps, type FilterValue } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, waitFor, within } from 'storybook/test'

const categories = [
  {
    id: 'CAT1',
    name: 'Electronics',
    children: [
      { id: 'CAT11', name: 'Mobiles', href: '/categories-page/CAT11/Mobiles' },
      { id: 'CAT12', name: 'Laptops', href: '/categories-page/CAT12/Laptops' },
      {
        id: 'CAT13',
        name: 'Headphones & Earphones',
        href: '/categories-page/CAT13/Headphones%20%26%20Earphones',
      },
    ],
  },
  {
    id: 'CAT2',
    name: 'Fashion',
    children: [{ id: 'CAT21', name: 'Sarees', href: '/categories-page/CAT21/Sarees' }],
  },
  { id: 'CAT3', name: 'Books', children: [] },
]

const brands = [
  { brandId: 'b1', brandName: 'boAt', count: 12 },
  { brandId: 'b2', brandName: 'Fabindia', count: 8 },
  { brandId: 'b3', brandName: 'Tata Sampann', count: 3 },
]

const initial: FilterValue = {
  rating: null,
  minPrice: 0,
  maxPrice: 10000,
  brand: null,
  gender: null,
  availability: 'all',
  discount: null,
  details: {},
}

/** The sidebar is controlled; this keeps its value in state as the page does. */
function Controlled(props: FilterSidebarProps) {
  const [value, setValue] = useState(props.value)
  const [open, setOpen] = useState(props.open)
  return (
    <FilterSidebar
      {...props}
      open={open}
      value={value}
      onClose={() => {
        setOpen(false)
        props.onClose?.()
      }}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'UI/FilterSidebar',
  component: FilterSidebar,
  tags: ['autodocs'],
  args: {
    variant: 'panel',
    categories,
    value: initial,
    choices: SIDEBAR_CHOICES,
    onChange: fn(),
    onClear: fn(),
    onClose: fn(),
    brands,
    brandsStatus: 'ready',
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <Box sx={{ width: 300 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FilterSidebar>

export default meta
type Story = StoryObj<typeof meta>

/** Desktop panel: every section; a parent with no sub-categories says so; sub-categories are links. */
export const Panel: Story = {
  play: async ({ canvas }) => {
    for (const title of ['Categories', 'Ratings', 'Pricing', 'Brands', 'Gender', 'Availability'])
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Mobiles' })).toHaveAttribute(
      'href',
      '/categories-page/CAT11/Mobiles',
    )
    await expect(canvas.getByText('No categories')).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'All Products' })).toBeChecked()
    await expect(canvas.getByTestId('price-min')).toHaveTextContent('₹0')
    await expect(canvas.getByTestId('price-max')).toHaveTextContent('₹10,000+')
  },
}

/** Collapsing a parent hides its sub-category links; expanding shows them again. */
export const CollapseCategory: Story = {
  play: async ({ canvas, userEvent }) => {
    const parent = canvas.getByRole('button', { name: 'Electronics' })
    await expect(parent).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(parent)
    await expect(parent).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Laptops' })).not.toBeInTheDocument())
    await userEvent.click(parent)
    await expect(await canvas.findByRole('link', { name: 'Laptops' })).toBeVisible()
  },
}

/** Ratings are checkboxes that act as one choice: picking 4★ unticks 3★; unticking clears the filter. */
export const ChooseRating: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '3★ & above' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, rating: 3 })
    await userEvent.click(canvas.getByRole('checkbox', { name: '4★ & above' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, rating: 4 })
    await expect(canvas.getByRole('checkbox', { name: '3★ & above' })).not.toBeChecked()
    await userEvent.click(canvas.getByRole('checkbox', { name: '4★ & above' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, rating: null })
  },
}

/** The two thumbs move the minimum and maximum price by ₹100 steps. */
export const SlidePrice: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const min = canvas.getByRole('slider', { name: 'Minimum price' })
    const max = canvas.getByRole('slider', { name: 'Maximum price' })
    min.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, minPrice: 200 })
    await expect(min).toHaveAttribute('aria-valuetext', '₹200')
    max.focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, minPrice: 200, maxPrice: 9900 })
    await expect(canvas.getByTestId('price-max')).toHaveTextContent('₹9,900')
  },
}

/** A discount choice keeps products at least that percent off; "Any discount" lifts it. */
export const ChooseDiscount: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const discount = canvas.getByRole('radiogroup', { name: 'Discount' })
    await expect(
      within(discount)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['', '10', '20', '30', '40', '50'])
    await userEvent.click(canvas.getByRole('radio', { name: '30% or more' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, discount: 30 })
    await expect(canvas.getByRole('radio', { name: '30% or more' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: 'Any discount' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, discount: null })
  },
}

/** Product details the listing's products carry get a section each; choosing one keeps the others. */
export const ProductDetails: Story = {
  args: {
    details: [
      {
        key: 'size',
        label: 'Size',
        values: [
          { value: 'Double', count: 4 },
          { value: 'King', count: 5 },
        ],
      },
      { key: 'diet', label: 'Special Diet Needs', values: [{ value: 'Vegetarian', count: 9 }] },
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    const size = canvas.getByRole('radiogroup', { name: 'Size' })
    await userEvent.click(within(size).getByRole('radio', { name: 'King (5)' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, details: { size: 'King' } })
    const diet = canvas.getByRole('radiogroup', { name: 'Special Diet Needs' })
    await userEvent.click(within(diet).getByRole('radio', { name: 'Vegetarian (9)' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...initial,
      details: { size: 'King', diet: 'Vegetarian' },
    })
    await userEvent.click(within(size).getByRole('radio', { name: 'All' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, details: { diet: 'Vegetarian' } })
    await expect(canvas.queryByRole('radiogroup', { name: 'Type' })).toBeNull()
  },
}

/** The listing's own genders: only those its products are made for, with counts. */
export const GenderCounts: Story = {
  args: { genders: [{ value: 'Female', count: 12 }] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('checkbox', { name: /^Male/ })).toBeNull()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Female (12)' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, gender: 'Female' })
    await expect(canvas.getByRole('checkbox', { name: 'Female (12)' })).toBeChecked()
  },
}

/** Nothing in the listing is made for a gender (tea, phones): no Gender section at all. */
export const NoGender: Story = {
  args: { genders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Availability' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Gender' })).toBeNull()
  },
}

/** A chosen gender the listing no longer has stays on offer, at 0, so it can be unticked. */
export const ChosenGenderNotFound: Story = {
  args: { genders: [], value: { ...initial, gender: 'Male' } },
  play: async ({ args, canvas, userEvent }) => {
    const male = canvas.getByRole('checkbox', { name: 'Male (0)' })
    await expect(male).toBeChecked()
    await expect(canvas.queryByRole('checkbox', { name: /^Female/ })).toBeNull()
    await userEvent.click(male)
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, gender: null })
  },
}

/** Choosing a brand and an availability calls onChange with the new value. */
export const ChooseBrand: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Fabindia (8)' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...initial, brand: 'b2' })
    await userEvent.click(canvas.getByRole('radio', { name: 'In Stock' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...initial,
      brand: 'b2',
      availability: 'in-stock',
    })
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Female' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...initial,
      brand: 'b2',
      availability: 'in-stock',
      gender: 'Female',
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }))
    await expect(args.onClear).toHaveBeenCalledOnce()
  },
}

export const BrandsLoading: Story = {
  args: { brandsStatus: 'loading', brands: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading brands...')).toBeVisible()
  },
}

export const BrandsError: Story = {
  args: { brandsStatus: 'error', brands: [], brandsError: 'Network Error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error loading brands: Network Error')).toBeVisible()
  },
}

export const NoBrands: Story = {
  args: { brands: [], categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No brands available')).toBeVisible()
  },
}

export const LongNames: Story = {
  args: {
    brands: [
      {
        brandId: 'b9',
        brandName: 'Shree Ganesh Handloom and Handicraft Emporium Private Limited',
        count: 120,
      },
      ...brands,
    ],
    categories: [
      {
        id: 'CAT9',
        name: 'Home Furnishing, Kitchen Storage and Decor',
        children: [
          {
            id: 'CAT91',
            name: 'Stainless Steel Pressure Cookers and Kadhais',
            href: '/categories-page/CAT91/Stainless%20Steel%20Pressure%20Cookers%20and%20Kadhais',
          },
        ],
      },
    ],
  },
}

/** Phone: a modal drawer over the page. It opens on Ratings and Pricing; the category tree comes last. */
export const PhoneDrawer: Story = {
  args: { variant: 'drawer', open: true },
  globals: { viewport: { value: 'phone' } },
  parameters: { visual: 'page' },
  play: async () => {
    const drawer = within(await screen.findByRole('presentation'))
    await expect(drawer.getByRole('heading', { name: 'Filters' })).toBeVisible()
    const sections = drawer.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    await expect(sections.slice(0, 2)).toEqual(['Ratings', 'Pricing'])
    await expect(sections.at(-1)).toBe('Categories')
  },
}

/** In the drawer the categories start folded; a tap unfolds one. */
export const PhoneDrawerCategories: Story = {
  args: { variant: 'drawer', open: true },
  globals: { viewport: { value: 'phone' } },
  // No baseline: a behaviour check in the drawer; the PhoneDrawer story holds its picture.
  parameters: { visual: false },
  play: async ({ userEvent }) => {
    const drawer = within(await screen.findByRole('presentation'))
    const electronics = drawer.getByRole('button', { name: 'Electronics' })
    await expect(electronics).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(electronics)
    await expect(electronics).toHaveAttribute('aria-expanded', 'true')
    await expect(drawer.getByRole('link', { name: 'Mobiles' })).toBeVisible()
  },
}

/** The page behind does not scroll while the drawer is open; Escape closes it. */
export const PhoneDrawerEscape: Story = {
  args: { variant: 'drawer', open: true },
  globals: { viewport: { value: 'phone' } },
  // No baseline: it ends with the drawer closed.
  parameters: { visual: false },
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('presentation')
    await expect(within(drawer).getByRole('heading', { name: 'Filters' })).toBeVisible()
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'))
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Filters' })).not.toBeInTheDocument())
  },
}

/** The close button closes the drawer too. */
export const PhoneDrawerCloseButton: Story = {
  args: { variant: 'drawer', open: true },
  globals: { viewport: { value: 'phone' } },
  // No baseline: it ends with the drawer closed.
  parameters: { visual: false },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close filters' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}
