import PlayCircleFilledRounded from '@mui/icons-material/PlayCircleFilledRounded'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import { useState } from 'react'

export interface VideoEmbedProps {
  /** Embed address of the video (e.g. https://www.youtube-nocookie.com/embed/...). */
  url: string
  title: string
  /** A caption under the video (for example the film's credit and licence). */
  description?: string
}

/**
 * A 16:9 video that loads the third-party player only after the shopper asks for it: no request to the
 * video site (and none of its cookies) until "Play video" is pressed.
 */
export function VideoEmbed({ url, title, description }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false)
  return (
    <Box component="figure" sx={{ m: 0, maxWidth: 960, mx: 'auto' }}>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '16 / 9',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'surface.inverse',
        }}
      >
        {playing ? (
          <Box
            component="iframe"
            src={url}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        ) : (
          <ButtonBase
            onClick={() => setPlaying(true)}
            sx={{ position: 'absolute', inset: 0, flexDirection: 'column', gap: 1, color: 'onDark.main' }}
          >
            <PlayCircleFilledRounded sx={{ fontSize: 72 }} />
            <Typography sx={{ fontWeight: 700 }}>Play video</Typography>
            <Typography variant="body2" sx={{ px: 2, opacity: 0.9 }}>
              {title}
            </Typography>
          </ButtonBase>
        )}
      </Box>
      {description && (
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {description}
        </Typography>
      )}
    </Box>
  )
}
