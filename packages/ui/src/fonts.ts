// Self-hosted fonts: bundled with the app so nothing is fetched at run time and screenshots are stable.
// One Inter file holds every character a page of the store shows (latin with ₹): the storefront preloads
// it. Written by scripts/font-subset.ts, which says why.
import './fonts/inter.css'
