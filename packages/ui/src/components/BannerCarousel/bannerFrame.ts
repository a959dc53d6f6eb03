/**
 * The banner's frame, shared by the carousel and its loading skeleton so the page keeps its place when
 * the banners arrive and when their pictures load.
 *
 * From the md breakpoint a banner is one 10:3 picture with its words laid over the picture's quiet left
 * half. Below it the words would shrink with the picture, so they move under it: the picture at 12:5
 * (cropped to the artwork on its right) above a text block of a fixed height.
 */
export const BANNER_RATIO = '10 / 3'
export const BANNER_PHONE_ART_RATIO = '12 / 5'
/** Two lines of headline, two of sub-line and the link button, with their padding. */
export const BANNER_PHONE_TEXT_HEIGHT = 176
/**
 * The row under a carousel of several banners (its dots and pause button): as tall as the pause button,
 * whether or not it shows, and one spacing unit below the banners. The skeleton of a carousel keeps it too.
 */
export const BANNER_CONTROLS_HEIGHT = 30
export const BANNER_CONTROLS_GAP = 8
