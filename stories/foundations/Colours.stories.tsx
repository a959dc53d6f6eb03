import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { asComputedColour, type ColourGroup, colourGroups } from './tokenList.ts'

const cellSx = {
  p: 1,
  borderBottom: 1,
  borderColor: 'border.subtle',
  textAlign: 'left',
  verticalAlign: 'middle',
}

function ColourTable({ group }: { group: ColourGroup }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h2" sx={{ mb: 0.5 }}>
        {group.name}
      </Typography>
      <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {group.purpose}
      </Typography>
      <Box
        component="table"
        aria-label={`${group.name} colours`}
        sx={{ borderCollapse: 'collapse', width: '100%' }}
      >
        <thead>
          <tr>
            {['Swatch', 'Token (sx palette path)', 'Value', 'CSS variable'].map((heading) => (
              <Box
                component="th"
                key={heading}
                scope="col"
                sx={{ ...cellSx, fontSize: '0.8rem', color: 'text.secondary' }}
              >
                {heading}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.tokens.map((token) => (
            <tr key={token.path} data-token={token.path}>
              <Box component="td" sx={{ ...cellSx, width: 72 }}>
                <Box
                  data-swatch=""
                  sx={{
                    width: 56,
                    height: 32,
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'border.main',
                    bgcolor: token.path,
                  }}
                />
              </Box>
              <Box component="td" sx={cellSx}>
                <code>{token.path}</code>
              </Box>
              <Box component="td" sx={{ ...cellSx, fontVariantNumeric: 'tabular-nums' }}>
                {token.value}
              </Box>
              <Box component="td" sx={{ ...cellSx, fontSize: '0.8rem', color: 'text.secondary' }}>
                <code>{token.cssVariable}</code>
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  )
}

/**
 * Every colour of the theme, by meaning. Components take colours only from here: `color: 'text.secondary'`,
 * `bgcolor: 'surface.muted'`, `borderColor: 'border.main'` in sx, `theme.vars.palette.border.main` in
 * styled(). The values live in packages/ui/src/theme/tokens.ts.
 */
function ColourPalette({ groups }: { groups: string[] }) {
  return (
    <Box sx={{ maxWidth: 960 }}>
      {colourGroups
        .filter((group) => groups.includes(group.name))
        .map((group) => (
          <ColourTable key={group.name} group={group} />
        ))}
    </Box>
  )
}

const meta = {
  title: 'Foundations/Colours',
  component: ColourPalette,
} satisfies Meta<typeof ColourPalette>

export default meta
type Story = StoryObj<typeof meta>

/** Every token of the story's groups is shown with its path and value, and its swatch is painted with it. */
async function checkGroups(
  canvas: { getByRole: (role: 'table', options: { name: string }) => HTMLElement },
  names: string[],
) {
  // Checked in plain code and asserted once: a few hundred instrumented steps are too slow for the test.
  const problems: string[] = []
  for (const group of colourGroups.filter(({ name }) => names.includes(name))) {
    if (group.tokens.length === 0) problems.push(`${group.name} has no tokens`)
    const table = canvas.getByRole('table', { name: `${group.name} colours` })
    for (const token of group.tokens) {
      const row = table.querySelector<HTMLElement>(`tr[data-token="${token.path}"]`)
      const cells = [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent)
      if (!row || cells[1] !== token.path || cells[2] !== token.value) {
        problems.push(`${token.path} is not shown with its value ${token.value}`)
        continue
      }
      // The swatch is painted through the palette path and its CSS variable, so this proves the variable
      // carries the token's value.
      const swatch = row.querySelector('[data-swatch]')
      const painted = swatch ? getComputedStyle(swatch).backgroundColor : 'no swatch'
      if (painted !== asComputedColour(token.value)) problems.push(`${token.path} is painted ${painted}`)
    }
  }
  await expect(problems).toEqual([])
}

/** One story a family of groups, so each test stays small; together they cover every group. */
const families = {
  brandAndText: ['primary', 'secondary', 'error', 'success', 'text', 'background'],
  surfacesAndBorders: ['surface', 'border'],
  tonesAndAccents: ['tone', 'deal', 'rating', 'accent', 'gateway'],
  overlays: ['overlay', 'onDark'],
}

export const BrandAndText: Story = {
  args: { groups: families.brandAndText },
  play: async ({ canvas }) => {
    // Every group of the palette belongs to one of the stories.
    await expect(Object.values(families).flat().sort()).toEqual(colourGroups.map(({ name }) => name).sort())
    await checkGroups(canvas, families.brandAndText)
  },
}

export const SurfacesAndBorders: Story = {
  args: { groups: families.surfacesAndBorders },
  play: async ({ canvas }) => checkGroups(canvas, families.surfacesAndBorders),
}

export const TonesAndAccents: Story = {
  args: { groups: families.tonesAndAccents },
  play: async ({ canvas }) => checkGroups(canvas, families.tonesAndAccents),
}

export const Overlays: Story = {
  args: { groups: families.overlays },
  play: async ({ canvas }) => checkGroups(canvas, families.overlays),
}
