import type { LinkProps as MuiLinkProps } from '@mui/material/Link'
import type { Theme } from '@mui/material/styles'
import type { Ref } from 'react'
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom'

/** Hrefs that leave the app (other sites, mail, phone) stay plain anchors. */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href)
}

type LinkBehaviorProps = Omit<RouterLinkProps, 'to'> & { href: string; ref?: Ref<HTMLAnchorElement> }

/**
 * The adapter of MUI's "Routing libraries" pattern: @haat/ui renders MUI links and buttons with plain
 * `href`s, and this turns app paths into client-side navigation.
 */
export function LinkBehavior({ href, ref, ...rest }: LinkBehaviorProps) {
  if (isExternalHref(href)) return <a ref={ref} href={href} {...rest} />
  return <RouterLink ref={ref} to={href} {...rest} />
}

/**
 * The @haat/ui theme with every MUI link and button base navigating through the router. The theme is
 * extended, not rebuilt, so its CSS variables stay exactly the ones @haat/ui generated.
 */
export function withRouterLinks(base: Theme): Theme {
  const components = base.components ?? {}
  return {
    ...base,
    components: {
      ...components,
      MuiLink: {
        ...components.MuiLink,
        defaultProps: { ...components.MuiLink?.defaultProps, component: LinkBehavior } as MuiLinkProps,
      },
      MuiButtonBase: {
        ...components.MuiButtonBase,
        defaultProps: { ...components.MuiButtonBase?.defaultProps, LinkComponent: LinkBehavior },
      },
    },
  }
}
