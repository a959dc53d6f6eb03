import Link from '@mui/material/Link'
import { styled } from '@mui/material/styles'

/**
 * A product's name beside its thumbnail (a cart line, an ordered item), linking to its page: at most two
 * lines, cut with an ellipsis, long words broken so a narrow row never overflows. Internal to @haat/ui.
 */
export const ProductNameLink = styled(Link)({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: '0.95rem',
  fontWeight: 600,
  lineHeight: 1.4,
  color: 'inherit',
  overflowWrap: 'anywhere',
})
