import { ACCOUNT_SECTION_LOADING_TEXT, ACCOUNT_TRY_AGAIN_LABEL } from '@haat/contract/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** A section's heading (h2, as My Orders'; the cards below are h3), the same size in every section. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}>
      {children}
    </Typography>
  )
}

/** What a section shows while its call is under way: the words and a sketch of its cards. */
export function SectionLoading({ cards = 3, height = 120 }: { cards?: number; height?: number }) {
  return (
    <Stack spacing={2} aria-busy="true">
      <Typography component="p" role="status" sx={{ color: 'text.secondary' }}>
        {ACCOUNT_SECTION_LOADING_TEXT}
      </Typography>
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  )
}

/** A section's failed call: what failed, and a way to ask again. */
export function SectionFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box role="alert" sx={{ py: 6, textAlign: 'center' }}>
      <Typography component="p" sx={{ mb: 2 }}>
        {message}
      </Typography>
      <Button variant="outlined" onClick={onRetry}>
        {ACCOUNT_TRY_AGAIN_LABEL}
      </Button>
    </Box>
  )
}

/** A section with nothing to list. */
export function SectionEmpty({ message }: { message: string }) {
  return (
    <Typography component="p" variant="h6" sx={{ py: 6, textAlign: 'center' }}>
      {message}
    </Typography>
  )
}
