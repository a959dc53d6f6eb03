// Self-hosted fonts: bundled with the app so nothing is fetched at run time and screenshots are stable.
import '@fontsource-variable/inter/index.css'
