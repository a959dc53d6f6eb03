import type { SvgIconComponent } from '@mui/icons-material'
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined'
import AutorenewRounded from '@mui/icons-material/AutorenewRounded'
import DoNotDisturbAltOutlined from '@mui/icons-material/DoNotDisturbAltOutlined'
import GppBadOutlined from '@mui/icons-material/GppBadOutlined'
import LocalAtmOutlined from '@mui/icons-material/LocalAtmOutlined'
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined'
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined'
import { styled } from '@mui/material/styles'

/** The product's service flags a badge can show, in the order the page lists them. */
export const FEATURE_BADGES = {
  cashOnDelivery: { label: 'Cash on Delivery', Icon: LocalAtmOutlined },
  sevenDaysReplacement: { label: '7 Days Replacement', Icon: AutorenewRounded },
  sevenDaysReturnable: { label: '7 Days Returnable', Icon: AssignmentReturnOutlined },
  nonReturnable: { label: 'Non-Returnable', Icon: DoNotDisturbAltOutlined },
  oneYearWarranty: { label: '1 Year Warranty', Icon: VerifiedUserOutlined },
  noWarranty: { label: 'No Warranty', Icon: GppBadOutlined },
  branded: { label: 'Branded', Icon: WorkspacePremiumOutlined },
} satisfies Record<string, { label: string; Icon: SvgIconComponent }>

export type FeatureBadge = keyof typeof FEATURE_BADGES

export interface FeatureBadgesProps {
  /** The flags that are on; any order, shown in FEATURE_BADGES' order. */
  features: FeatureBadge[]
  /** The list's name for assistive technology. */
  label?: string
}

const List = styled('ul')({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))',
  gap: 8,
})

const Item = styled('li')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  textAlign: 'center',
  fontSize: '0.78rem',
  fontWeight: 600,
  lineHeight: 1.3,
  color: theme.vars.palette.text.primary,
  '& > svg': {
    fontSize: 26,
    padding: 10,
    boxSizing: 'content-box',
    borderRadius: '50%',
    backgroundColor: theme.vars.palette.primary.main,
    color: theme.vars.palette.primary.contrastText,
  },
}))

/** Icon-and-word badges of what comes with the product (cash on delivery, returns, warranty...). */
export function FeatureBadges({ features, label = 'Product features' }: FeatureBadgesProps) {
  const on = new Set(features)
  const shown = (Object.keys(FEATURE_BADGES) as FeatureBadge[]).filter((key) => on.has(key))
  if (shown.length === 0) return null
  return (
    <List aria-label={label}>
      {shown.map((key) => {
        const { label: text, Icon } = FEATURE_BADGES[key]
        return (
          <Item key={key}>
            <Icon aria-hidden />
            {text}
          </Item>
        )
      })}
    </List>
  )
}
