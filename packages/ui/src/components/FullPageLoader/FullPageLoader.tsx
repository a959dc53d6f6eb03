import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'

export interface FullPageLoaderProps {
  text?: string
}

/** Fills the page while something the whole screen depends on (the signed-in user) loads. */
export function FullPageLoader({ text = 'Loading... Please wait' }: FullPageLoaderProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography component="p" color="text.secondary">
        {text}
      </Typography>
    </Box>
  )
}
