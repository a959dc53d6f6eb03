export { ListTabs, type ListTabsList, type ListTabsProduct, type ListTabsProps } from './ListTabs.tsx'
