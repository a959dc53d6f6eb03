import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Logo } from '../Logo/Logo.tsx'

export interface AuthCardProps {
  /** The page's heading (an h1). */
  title: string
  subtitle?: ReactNode
  children: ReactNode
  /** Where the logo leads. */
  logoHref?: string
}

/** The centred card every sign-in, sign-up and password screen sits in, with the Haat logo on top. */
export function AuthCard({ title, subtitle, children, logoHref = '/' }: AuthCardProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        py: { xs: 2, sm: 5 },
        // Side margins on a phone too: the card never touches the screen's edges.
        px: 2,
      }}
    >
      <Card component="section" sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <Logo tone="onLight" href={logoHref} />
        </Box>
        <Typography variant="h1" sx={{ textAlign: 'center', fontSize: { xs: '1.4rem', sm: '1.6rem' } }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography component="p" color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
            {subtitle}
          </Typography>
        ) : null}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </Card>
    </Box>
  )
}
