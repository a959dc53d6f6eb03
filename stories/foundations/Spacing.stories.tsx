import { theme, tokens } from '@haat/ui'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, within } from 'storybook/test'

/** Steps of the spacing scale used across @haat/ui (sx `p: 2` is theme.spacing(2) = 16 px). */
const spacingSteps = [0.5, 1, 1.5, 2, 3, 4, 6, 8]
const radiusNames = Object.keys(tokens.radius) as (keyof typeof tokens.radius)[]
const shadowNames = Object.keys(tokens.shadow) as (keyof typeof tokens.shadow)[]
const durationNames = Object.keys(tokens.motion.duration) as (keyof typeof tokens.motion.duration)[]

function Row({ token, value, children }: { token: string; value: string; children: ReactNode }) {
  return (
    <Box
      data-token={token}
      sx={{
        display: 'grid',
        gridTemplateColumns: '220px minmax(0, 1fr)',
        alignItems: 'center',
        gap: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'border.subtle',
      }}
    >
      <Box>
        <code>{token}</code>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {value}
        </Typography>
      </Box>
      <Box>{children}</Box>
    </Box>
  )
}

function Intro({ children }: { children: ReactNode }) {
  return (
    <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
      {children}
    </Typography>
  )
}

function SpacingScale() {
  return (
    <Box>
      <Intro>
        One step is {theme.spacing(1)}. In sx, numbers of margin, padding and gap are steps: <code>p: 2</code>{' '}
        is {theme.spacing(2)}.
      </Intro>
      {spacingSteps.map((step) => (
        <Row key={step} token={`spacing(${step})`} value={theme.spacing(step)}>
          <Box data-sample="" sx={{ width: theme.spacing(step), height: 16, bgcolor: 'primary.main' }} />
        </Row>
      ))}
    </Box>
  )
}

function RadiusScale() {
  return (
    <Box>
      <Intro>
        Corners: <code>borderRadius: 1</code> in sx is md (the theme's shape), <code>2</code> is lg; other
        radii through <code>theme.vars.radius.sm</code>.
      </Intro>
      {radiusNames.map((name) => (
        <Row key={name} token={`radius.${name}`} value={`${tokens.radius[name]}px`}>
          <Box
            data-sample=""
            sx={(t) => ({
              width: 96,
              height: 56,
              borderRadius: t.vars.radius[name],
              border: 2,
              borderColor: 'primary.main',
              bgcolor: 'surface.selected',
            })}
          />
        </Row>
      ))}
    </Box>
  )
}

function ShadowScale() {
  return (
    <Box>
      <Intro>
        Our own shadows, as <code>theme.vars.customShadows.name</code>; MUI's numbered elevations stay for its
        components.
      </Intro>
      {shadowNames.map((name) => (
        <Row key={name} token={`customShadows.${name}`} value={tokens.shadow[name]}>
          <Box
            data-sample=""
            sx={(t) => ({
              width: 160,
              height: 56,
              borderRadius: 1,
              bgcolor: 'background.paper',
              boxShadow: t.vars.customShadows[name],
            })}
          />
        </Row>
      ))}
    </Box>
  )
}

function MotionScale() {
  return (
    <Box>
      <Intro>
        Durations are the theme's <code>transitions.duration</code> (shortest, shorter, short); easing is{' '}
        <code>{tokens.motion.easing.standard}</code> for hovers and{' '}
        <code>{tokens.motion.easing.emphasized}</code> for things that enter. Hover a bar to see its duration.
      </Intro>
      {durationNames.map((name) => (
        <Row key={name} token={`motion.duration.${name}`} value={`${tokens.motion.duration[name]}ms`}>
          <Box
            data-sample=""
            sx={{
              width: 56,
              height: 24,
              borderRadius: 1,
              bgcolor: 'primary.main',
              transition: (t) =>
                t.transitions.create('transform', {
                  duration: tokens.motion.duration[name],
                  easing: tokens.motion.easing.standard,
                }),
              '&:hover': { transform: 'translateX(48px)' },
            }}
          />
        </Row>
      ))}
    </Box>
  )
}

const meta = {
  title: 'Foundations/Spacing, radii, shadows and motion',
  component: SpacingScale,
} satisfies Meta<typeof SpacingScale>

export default meta
type Story = StoryObj<typeof meta>

function rowOf(canvasElement: HTMLElement, token: string): HTMLElement {
  const row = canvasElement.querySelector<HTMLElement>(`[data-token="${token}"]`)
  if (!row) throw new Error(`${token} is not shown`)
  return row
}

function sampleOf(row: HTMLElement): Element {
  const sample = row.querySelector('[data-sample]')
  if (!sample) throw new Error('a row without its sample')
  return sample
}

export const Spacing: Story = {
  play: async ({ canvasElement }) => {
    for (const step of spacingSteps) {
      const row = rowOf(canvasElement, `spacing(${step})`)
      await expect(within(row).getByText(theme.spacing(step))).toBeVisible()
      await expect(getComputedStyle(sampleOf(row)).width).toBe(`${step * 8}px`)
    }
  },
}

export const Radii: Story = {
  render: () => <RadiusScale />,
  play: async ({ canvasElement }) => {
    await expect(tokens.radius.md).toBe(theme.shape.borderRadius)
    for (const name of radiusNames) {
      const row = rowOf(canvasElement, `radius.${name}`)
      await expect(within(row).getByText(`${tokens.radius[name]}px`)).toBeVisible()
      // Drawn through the CSS variable, so this also proves the variable holds the token.
      await expect(getComputedStyle(sampleOf(row)).borderTopLeftRadius).toBe(`${tokens.radius[name]}px`)
    }
  },
}

export const Shadows: Story = {
  render: () => <ShadowScale />,
  play: async ({ canvasElement }) => {
    for (const name of shadowNames) {
      const row = rowOf(canvasElement, `customShadows.${name}`)
      await expect(within(row).getByText(tokens.shadow[name])).toBeVisible()
      await expect(getComputedStyle(sampleOf(row)).boxShadow).not.toBe('none')
    }
  },
}

export const Motion: Story = {
  render: () => <MotionScale />,
  play: async ({ canvasElement }) => {
    await expect(theme.transitions.duration.shortest).toBe(tokens.motion.duration.fast)
    await expect(theme.transitions.duration.shorter).toBe(tokens.motion.duration.medium)
    await expect(theme.transitions.duration.short).toBe(tokens.motion.duration.slow)
    for (const name of durationNames) {
      const row = rowOf(canvasElement, `motion.duration.${name}`)
      await expect(within(row).getByText(`${tokens.motion.duration[name]}ms`)).toBeVisible()
      await expect(sampleOf(row)).toBeVisible()
    }
  },
}
