/** The label of a home banner's link button when the banner names none. */
export const BANNER_LINK_LABEL = 'Shop now'
