import { theme } from '@haat/ui'
import Box from '@mui/material/Box'
import Typography, { type TypographyProps } from '@mui/material/Typography'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

type Variant = NonNullable<TypographyProps['variant']>

/** The type scale, largest first, with where each step is used. */
const scale: { variant: Variant; use: string }[] = [
  { variant: 'h1', use: 'The page heading (one a page)' },
  { variant: 'h2', use: 'Section headings, dialog titles' },
  { variant: 'h3', use: 'Card titles, sub-sections' },
  { variant: 'h4', use: 'Small headings inside cards' },
  { variant: 'h5', use: 'Rare: figures that stand out' },
  { variant: 'h6', use: 'Rare: emphasised labels' },
  { variant: 'subtitle1', use: 'Lead text under a heading' },
  { variant: 'subtitle2', use: 'Labels of groups' },
  { variant: 'body1', use: 'Running text' },
  { variant: 'body2', use: 'Secondary text, table cells' },
  { variant: 'button', use: 'Buttons (no capitals)' },
  { variant: 'caption', use: 'Notes under fields, dates' },
  { variant: 'overline', use: 'Kickers above a heading' },
]

const SAMPLE = 'Haat ₹1,23,456.00'

/** Font size in px of a theme variant (rem are 16 px here). */
function fontSizePx(variant: Variant): string {
  const size = String(theme.typography[variant as keyof typeof theme.typography & Variant].fontSize)
  return size.endsWith('rem') ? `${Number.parseFloat(size) * 16}px` : size
}

function describeVariant(variant: Variant): string {
  const style = theme.typography[variant as keyof typeof theme.typography & Variant]
  return `${style.fontSize} · ${style.fontWeight} · line-height ${style.lineHeight}`
}

/**
 * The type scale of the theme: Inter, from the page heading down to captions. Use `<Typography variant=…>`
 * (and `component="p"` where the words are not a heading, so the page's heading order stays right).
 */
function TypeScale() {
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Font: {theme.typography.fontFamily}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {scale.map(({ variant, use }) => (
          <Box
            key={variant}
            data-variant={variant}
            sx={{
              display: 'grid',
              gridTemplateColumns: '200px minmax(0, 1fr)',
              gap: 2,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'border.subtle',
            }}
          >
            <Box component="dt">
              <code>{variant}</code>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {describeVariant(variant)}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {use}
              </Typography>
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <Typography variant={variant} component="span" data-sample="">
                {SAMPLE}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  )
}

const meta = {
  title: 'Foundations/Typography',
  component: TypeScale,
} satisfies Meta<typeof TypeScale>

export default meta
type Story = StoryObj<typeof meta>

export const TypeScaleSteps: Story = {
  name: 'Type scale',
  // Checked in plain code and asserted once, which keeps the instrumented steps few.
  play: async ({ canvasElement }) => {
    const problems: string[] = []
    for (const { variant } of scale) {
      const row = canvasElement.querySelector<HTMLElement>(`[data-variant="${variant}"]`)
      const label = row?.querySelector('dt')?.textContent ?? ''
      if (!label.startsWith(variant) || !label.includes(describeVariant(variant))) {
        problems.push(`${variant} is not shown with its size and weight`)
      }
      // The sample is set in the variant's size and in Inter, the font @haat/ui ships.
      const sample = row?.querySelector('[data-sample]')
      const style = sample ? getComputedStyle(sample) : undefined
      if (style?.fontSize !== fontSizePx(variant)) problems.push(`${variant} sample is ${style?.fontSize}`)
      if (!style?.fontFamily.startsWith('"Inter Variable"'))
        problems.push(`${variant} sample is in ${style?.fontFamily}`)
    }
    await expect(problems).toEqual([])
  },
}
