/**
 * The width and side padding of @haat/ui's ListingPage, for the screens laid out outside it, so every
 * screen's content lines up under the header at the same place.
 */
export const pageSx = { maxWidth: 1440, mx: 'auto', px: { xs: 1.5, md: 3 } } as const
