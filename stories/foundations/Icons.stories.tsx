import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { usedIcons } from './usedIcons.ts'

const iconNames = Object.keys(usedIcons).sort() as (keyof typeof usedIcons)[]

// The sources of @haat/ui's components, to tell which icons they import.
const componentSources = import.meta.glob<string>('../../packages/ui/src/components/**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
})

function iconsImportedByComponents(): string[] {
  const names = new Set<string>()
  for (const source of Object.values(componentSources)) {
    for (const match of source.matchAll(/from '@mui\/icons-material\/(\w+)'/g)) names.add(match[1] ?? '')
  }
  return [...names].sort()
}

/**
 * The icons of @haat/ui: Material icons (`@mui/icons-material`, rounded or outlined as each component
 * chose), imported one by one so only the used ones ship. Icons take the text colour (`color` in sx) and
 * 24 px unless `fontSize` says otherwise; decorative icons carry `aria-hidden`.
 */
function IconGallery() {
  return (
    <Box>
      <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        {iconNames.length} icons, each named as it is imported:{' '}
        <code>import Name from '@mui/icons-material/Name'</code>.
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 1,
        }}
      >
        {iconNames.map((name) => {
          const Icon = usedIcons[name]
          return (
            <Box
              component="li"
              key={name}
              data-icon={name}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 0.75,
                p: 1.5,
                border: 1,
                borderColor: 'border.main',
                borderRadius: 1,
                bgcolor: 'background.paper',
              }}
            >
              <Icon aria-hidden sx={{ color: 'primary.main' }} />
              <Box
                component="code"
                sx={{ fontSize: '0.7rem', overflowWrap: 'anywhere', textAlign: 'center' }}
              >
                {name}
              </Box>
            </Box>
          )
        })}
      </Box>
    </Box>
  )
}

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
} satisfies Meta<typeof IconGallery>

export default meta
type Story = StoryObj<typeof meta>

export const UsedIcons: Story = {
  name: 'Icons in use',
  play: async ({ canvasElement }) => {
    // The gallery lists exactly the icons the components import: a new icon in a component fails here
    // until usedIcons.ts names it, and so does one no component uses any more.
    await expect(iconNames).toEqual(iconsImportedByComponents())
    for (const name of iconNames) {
      const tile = canvasElement.querySelector<HTMLElement>(`[data-icon="${name}"]`)
      if (!tile) throw new Error(`${name} is not shown`)
      await expect(within(tile).getByText(name)).toBeVisible()
      const svg = tile.querySelector('svg')
      await expect(svg?.querySelector('path')).not.toBeNull()
    }
  },
}
