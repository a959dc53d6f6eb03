import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined'
import ContentCopy from '@mui/icons-material/ContentCopy'
import Share from '@mui/icons-material/Share'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'

/** The card's fixed texts (the storefront passes the contract's). */
export interface ReferralCardTexts {
  codeLabel: string
  copy: string
  share: string
  /** Said (politely, to screen readers too) once the code is copied. */
  copied: string
}

export interface ReferralCardProps {
  code: string
  /** The sign-up address carrying the code, whole (shown, and what Share sends). */
  shareUrl: string
  /** The reward rule in words ("... you earn 100 coins"). */
  rule: string
  /** Whether the code was just copied: the card says so. */
  copied?: boolean
  onCopy: () => void
  onShare: () => void
  texts: ReferralCardTexts
}

/**
 * Refer & Earn: the shopper's own referral code in a read-only field (so it can be selected by hand
 * too), Copy and Share buttons as events, the link a friend signs up with, and the rule of the reward.
 */
export function ReferralCard({
  code,
  shareUrl,
  rule,
  copied = false,
  onCopy,
  onShare,
  texts,
}: ReferralCardProps) {
  return (
    // Not a landmark of its own: the page's section around it carries the title.
    <Box
      data-testid="referral-card"
      sx={{
        display: 'grid',
        gap: 2,
        p: { xs: 2, sm: 3 },
        borderRadius: '12px',
        border: 1,
        borderColor: 'border.main',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CardGiftcardOutlined aria-hidden color="primary" sx={{ fontSize: 36 }} />
        <Typography sx={{ color: 'text.primary' }}>{rule}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <TextField
          label={texts.codeLabel}
          value={code}
          slotProps={{
            htmlInput: {
              readOnly: true,
              'data-testid': 'referral-code',
              style: { fontWeight: 800, letterSpacing: '0.12em', fontSize: '1.2rem' },
            },
          }}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
        <Button variant="contained" startIcon={<ContentCopy />} onClick={onCopy}>
          {texts.copy}
        </Button>
        <Button variant="outlined" startIcon={<Share />} onClick={onShare}>
          {texts.share}
        </Button>
      </Box>
      <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {shareUrl}
      </Typography>
      <Box role="status" sx={{ minHeight: '1.5em', color: 'success.dark', fontWeight: 600 }}>
        {copied ? texts.copied : ''}
      </Box>
    </Box>
  )
}
