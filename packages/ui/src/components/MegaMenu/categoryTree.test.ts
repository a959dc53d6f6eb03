import { describe, expect, it } from 'vitest'
import {
  type CategoryItem,
  categoryLabel,
  childCategories,
  isTopLevel,
  topCategoriesWithProducts,
} from './categoryTree.ts'

const electronics: CategoryItem = { id: 'CAT1', name: 'Electronics', parentCategory: 'CAT1', productCount: 5 }
const unnamed: CategoryItem = { id: 'CAT3', name: null, parentCategory: 'CAT3', productCount: 2 }

const tree: CategoryItem[] = [
  electronics,
  { id: 'CAT2', name: 'Toys', parentCategory: 'CAT2', productCount: 0 },
  unnamed,
  { id: 'CAT11', name: 'Mobiles', parentCategory: 'CAT1', productCount: 0 },
  { id: 'CAT12', name: 'Laptops', parentCategory: 'CAT1', productCount: 5 },
  { id: 'CAT111', name: 'Smartphones', parentCategory: 'CAT11', productCount: 0 },
]

describe('category tree', () => {
  it('knows a top-level category by its parent being itself', () => {
    expect(tree.filter(isTopLevel).map((c) => c.id)).toEqual(['CAT1', 'CAT2', 'CAT3'])
  })

  it('offers only top-level categories that have products, in catalogue order', () => {
    expect(topCategoriesWithProducts(tree).map((c) => c.id)).toEqual(['CAT1', 'CAT3'])
  })

  it('lists direct children only, never the category itself', () => {
    expect(childCategories(tree, 'CAT1').map((c) => c.id)).toEqual(['CAT11', 'CAT12'])
    expect(childCategories(tree, 'CAT11').map((c) => c.id)).toEqual(['CAT111'])
    expect(childCategories(tree, 'CAT12')).toEqual([])
  })

  it('labels a missing or blank name "Unnamed Category"', () => {
    expect(categoryLabel({ ...electronics, name: null })).toBe('Unnamed Category')
    expect(categoryLabel({ ...electronics, name: '   ' })).toBe('Unnamed Category')
    expect(categoryLabel(electronics)).toBe('Electronics')
  })
})
