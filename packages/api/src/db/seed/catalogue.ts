import type { Random } from './random.ts'

/**
 * The demo catalogue's shape: top-level categories, two levels below each, and for every leaf how its
 * products are named, priced and pictured. All names are invented; prices are in rupees here and turned
 * into paise by the seed.
 */

/**
 * One kind of product a leaf sells ("Ergonomic Vertical Mouse", "Saree with Blouse Piece"). A product's
 * name and its picture both come from its kind, so a mouse is never pictured as a keyboard.
 */
export interface Kind {
  /** The words the product's name carries for its kind: every name of this kind contains them. */
  noun: string
  /** Fluent Emoji names that picture this kind (one is chosen per product); every one must show it. */
  icons: readonly string[]
}

/** What a product name generator gets: the brand's name, the product's kind and the random source. */
export type NameMaker = (brand: string, kind: Kind, r: Random) => string

/**
 * A leaf's kinds from `noun: icons` entries, in the order written. The order matters: the seed picks a
 * kind by position, so reordering changes which product gets which name.
 */
function kinds(entries: Record<string, readonly string[]>): Kind[] {
  return Object.entries(entries).map(([noun, icons]) => ({ noun, icons }))
}

export interface Leaf {
  name: string
  /** What the leaf sells; with more than one, each product draws its kind first. */
  kinds: readonly Kind[]
  /** Price range in rupees (the MRP before discount). */
  price: readonly [number, number]
  makeName: NameMaker
  features: readonly string[]
  /** Feature map entries: key and possible values. */
  specs: Record<string, readonly string[]>
  /**
   * Entries the product's name decides, over the random ones (null removes an entry): the listing filters
   * by Size, Type and Diet, so those must agree with what the name says.
   */
  specsFromName?: (name: string) => Record<string, string | null>
  weight: readonly [number, number, 'g' | 'kg']
  origin?: readonly string[]
}

export interface Branch {
  name: string
  icon: string
  leaves: readonly Leaf[]
}

export interface TopCategory {
  name: string
  slug: string
  icon: string
  /** Brand group that makes this category's products. */
  brandGroup: BrandGroup
  branches: readonly Branch[]
}

export type BrandGroup =
  | 'electronics'
  | 'fashion'
  | 'home'
  | 'beauty'
  | 'grocery'
  | 'sports'
  | 'books'
  | 'toys'
  | 'appliances'
  | 'health'
  | 'automotive'
  | 'stationery'

const colours = [
  'Midnight Blue',
  'Graphite Black',
  'Pearl White',
  'Emerald Green',
  'Sunset Orange',
  'Lavender',
]
const apparelColours = [
  'Navy',
  'Maroon',
  'Mustard Yellow',
  'Olive Green',
  'Off White',
  'Black',
  'Teal',
  'Rani Pink',
]
const sizes = ['S', 'M', 'L', 'XL', 'XXL']

/** The flavours food names carry; a product whose name names none has no Flavour detail (null). */
const FLAVOURS = ['Salted', 'Peri Peri', 'Kesar Pista', 'Kesar', 'Elaichi', 'Masala', 'Tulsi Ginger'] as const
function flavourIn(name: string): string | null {
  return FLAVOURS.find((flavour) => name.includes(flavour)) ?? null
}
const indiaOrigin = ['India'] as const

const ram = ['4GB RAM', '6GB RAM', '8GB RAM', '12GB RAM']
const storage = ['64GB', '128GB', '256GB', '512GB']

export const catalogue: readonly TopCategory[] = [
  {
    name: 'Electronics',
    slug: 'electronics',
    icon: 'laptop',
    brandGroup: 'electronics',
    branches: [
      {
        name: 'Mobiles',
        icon: 'mobile-phone',
        leaves: [
          {
            name: 'Smartphones',
            kinds: kinds({ Smartphone: ['mobile-phone'] }),
            price: [6999, 149999],
            makeName: (b, k, r) =>
              `${b} ${r.pick(['Nova', 'Pulse', 'Edge', 'Orbit', 'Zen', 'Spark'])} ${r.int(4, 15)}${r.pick([' 5G', ' Pro 5G', ' Lite', ' Max 5G'])} ${k.noun} (${r.pick(ram)}, ${r.pick(storage)}) ${r.pick(colours)}`,
            features: [
              '6.7-inch AMOLED display with 120 Hz refresh rate',
              '50 MP main camera with night mode',
              '5000 mAh battery with 45 W fast charging',
              'Dual SIM 5G with VoNR support',
              'In-display fingerprint sensor',
              'IP54 dust and splash resistance',
            ],
            specs: {
              Display: ['6.5 inch', '6.7 inch', '6.1 inch'],
              Battery: ['5000 mAh', '4500 mAh', '6000 mAh'],
              Network: ['5G', '4G LTE'],
            },
            weight: [165, 215, 'g'],
            origin: ['India', 'China', 'Vietnam'],
          },
          {
            name: 'Feature Phones',
            kinds: kinds({ 'Keypad Mobile': ['mobile-phone'] }),
            price: [899, 3499],
            makeName: (b, k, r) =>
              `${b} ${r.pick(['Guru', 'Bharat', 'Jeevan', 'Sathi'])} ${r.int(100, 400)} ${k.noun}, Dual SIM, ${r.pick(['Black', 'Blue', 'Red'])}`,
            features: [
              '1800 mAh battery with 12 days standby',
              'Wireless FM radio',
              'Torch light',
              'Supports 22 Indian languages',
            ],
            specs: { Display: ['1.8 inch', '2.4 inch'], Battery: ['1000 mAh', '1800 mAh'] },
            weight: [70, 110, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'Power Banks',
            kinds: kinds({ 'Power Bank': ['battery'] }),
            price: [699, 3999],
            makeName: (b, k, r) =>
              `${b} ${r.pick(['10000', '20000', '27000'])} mAh ${r.pick(['22.5W', '33W', '65W'])} Fast Charging ${k.noun}`,
            features: [
              'Triple output with Type-C PD',
              'Charges two devices at once',
              'BIS certified lithium polymer cells',
            ],
            specs: {
              Capacity: ['10000 mAh', '20000 mAh'],
              Ports: ['2 USB-A, 1 Type-C', '1 USB-A, 1 Type-C'],
            },
            weight: [200, 450, 'g'],
          },
        ],
      },
      {
        name: 'Computers',
        icon: 'desktop-computer',
        leaves: [
          {
            name: 'Laptops',
            kinds: kinds({ Laptop: ['laptop'] }),
            price: [24999, 149999],
            makeName: (b, k, r) =>
              `${b} ${r.pick(['AirBook', 'ProBook', 'Vector', 'Slate', 'Vivid'])} ${r.int(13, 16)} ${r.pick(['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 5', 'AMD Ryzen 7'])} ${k.noun} (${r.pick(['8GB', '16GB', '32GB'])}/${r.pick(['512GB', '1TB'])} SSD, Windows 11) ${r.pick(['Silver', 'Space Grey', 'Blue'])}`,
            features: [
              'Full HD IPS anti-glare display',
              'Backlit keyboard',
              'Up to 10 hours of battery',
              'Wi-Fi 6 and Bluetooth 5.2',
              'MS Office Home & Student included',
            ],
            specs: {
              Processor: ['Intel Core i5', 'AMD Ryzen 5', 'Intel Core i7'],
              Display: ['14 inch FHD', '15.6 inch FHD'],
              OS: ['Windows 11 Home'],
            },
            weight: [1.2, 2.1, 'kg'],
            origin: ['China', 'India'],
          },
          {
            name: 'Keyboards & Mice',
            kinds: kinds({
              'Wireless Keyboard and Mouse Combo': ['keyboard'],
              'Mechanical Gaming Keyboard': ['keyboard'],
              'Silent Wireless Mouse': ['computer-mouse'],
              'Ergonomic Vertical Mouse': ['computer-mouse'],
            }),
            price: [399, 4999],
            makeName: (b, k, r) => `${b} ${k.noun}, ${r.pick(['Black', 'White', 'Grey'])}`,
            features: [
              '2.4 GHz wireless with nano receiver',
              'Spill resistant design',
              '12 month battery life',
            ],
            specs: { Connectivity: ['Wireless', 'USB Wired', 'Bluetooth'] },
            weight: [90, 800, 'g'],
          },
        ],
      },
      {
        name: 'Audio',
        icon: 'headphone',
        leaves: [
          {
            name: 'Headphones',
            kinds: kinds({
              'Wireless Over-Ear Headphones with ANC': ['headphone'],
              'True Wireless Earbuds': ['headphone'],
              'Bluetooth Neckband': ['headphone'],
              'Wired Earphones with Mic': ['headphone'],
            }),
            price: [799, 24999],
            makeName: (b, k, r) =>
              `${b} ${r.pick(['Rockz', 'BassPods', 'Airdopes', 'Muse', 'Tune'])} ${r.int(100, 990)} ${k.noun}, ${r.pick(colours)}`,
            features: [
              'Active noise cancellation up to 35 dB',
              '40 hours of playback',
              'Low-latency gaming mode',
              'Dual device pairing',
              'IPX5 sweat resistance',
            ],
            specs: { Playback: ['30 hours', '40 hours', '60 hours'], Driver: ['10 mm', '13 mm', '40 mm'] },
            weight: [40, 280, 'g'],
          },
          {
            name: 'Speakers',
            kinds: kinds({ 'Portable Bluetooth Speaker': ['speaker-high-volume'] }),
            price: [999, 19999],
            makeName: (b, k, r) =>
              `${b} ${r.pick(['Stone', 'Thunder', 'Boom', 'Party'])} ${r.int(10, 80)}W ${k.noun}, ${r.pick(colours)}`,
            features: ['Deep bass with passive radiators', 'TWS pairing for stereo sound', 'IPX7 waterproof'],
            specs: { Output: ['10 W', '20 W', '40 W'], Battery: ['12 hours', '24 hours'] },
            weight: [300, 2500, 'g'],
          },
        ],
      },
      {
        name: 'Wearables',
        icon: 'watch',
        leaves: [
          {
            name: 'Smart Watches',
            kinds: kinds({ 'Smart Watch': ['watch'] }),
            price: [1499, 29999],
            makeName: (b, k, r) =>
              `${b} ${r.pick(['Wave', 'Storm', 'Fit', 'Ultra'])} ${r.pick(['Pro', 'Neo', 'Call', '2'])} ${k.noun} with 1.${r.int(7, 9)}" AMOLED Display, ${r.pick(colours)}`,
            features: [
              'Bluetooth calling',
              'SpO2 and heart rate monitoring',
              '100+ sports modes',
              '7 day battery life',
            ],
            specs: {
              Display: ['1.78 inch AMOLED', '1.96 inch AMOLED'],
              'Water resistance': ['IP67', 'IP68', '5 ATM'],
            },
            weight: [35, 60, 'g'],
          },
        ],
      },
    ],
  },
  {
    name: 'Fashion',
    slug: 'fashion',
    icon: 't-shirt',
    brandGroup: 'fashion',
    branches: [
      {
        name: "Men's Clothing",
        icon: 't-shirt',
        leaves: [
          {
            name: 'T-Shirts',
            kinds: kinds({ 'Cotton T-Shirt': ['t-shirt'] }),
            price: [299, 1999],
            makeName: (b, k, r) =>
              `${b} Men's ${r.pick(['Regular Fit', 'Slim Fit', 'Oversized'])} ${r.pick(['Round Neck', 'Polo', 'Henley'])} ${k.noun}, ${r.pick(apparelColours)} (${r.pick(sizes)})`,
            features: ['100% combed cotton, 180 GSM', 'Bio-washed for softness', 'Machine washable'],
            specs: { Fabric: ['Cotton', 'Cotton blend'], Fit: ['Regular', 'Slim'] },
            weight: [150, 250, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'Kurtas',
            kinds: kinds({ 'Kurta for Men': ['coat', 'lab-coat'] }),
            price: [499, 3999],
            makeName: (b, k, r) =>
              `${b} Men's ${r.pick(['Cotton', 'Linen Blend', 'Chikankari', 'Khadi'])} ${k.noun}, ${r.pick(apparelColours)} (${r.pick(sizes)})`,
            features: [
              'Straight cut with mandarin collar',
              'Breathable fabric for Indian summers',
              'Pairs with pyjama or jeans',
            ],
            specs: { Fabric: ['Cotton', 'Linen', 'Khadi'], Sleeve: ['Full sleeve', 'Three-quarter sleeve'] },
            weight: [200, 400, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'Jeans',
            kinds: kinds({ 'Stretchable Jeans': ['jeans'] }),
            price: [799, 3499],
            makeName: (b, k, r) =>
              `${b} Men's ${r.pick(['Slim Fit', 'Tapered', 'Straight Fit'])} ${k.noun}, ${r.pick(['Dark Blue', 'Light Blue', 'Black', 'Grey'])} (${r.pick(['30', '32', '34', '36'])})`,
            features: ['Stretch denim for all-day comfort', 'Five-pocket styling', 'Mid rise'],
            specs: { Fabric: ['Denim'], Rise: ['Mid rise'] },
            weight: [450, 700, 'g'],
          },
        ],
      },
      {
        name: "Women's Clothing",
        icon: 'dress',
        leaves: [
          {
            name: 'Sarees',
            kinds: kinds({ 'Saree with Blouse Piece': ['sari'] }),
            price: [599, 14999],
            makeName: (b, k, r) =>
              `${b} ${r.pick(['Kanjivaram Silk', 'Banarasi Silk', 'Chanderi Cotton', 'Georgette', 'Kerala Kasavu'])} ${k.noun}, ${r.pick(apparelColours)}`,
            features: ['5.5 m saree with 0.8 m blouse piece', 'Zari woven border', 'Dry clean recommended'],
            specs: { Fabric: ['Silk', 'Cotton', 'Georgette'], Length: ['6.3 m'] },
            weight: [400, 900, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'Kurtis',
            kinds: kinds({ Kurti: ['dress', 'womans-clothes'] }),
            price: [399, 2999],
            makeName: (b, k, r) =>
              `${b} Women's ${r.pick(['Anarkali', 'A-Line', 'Straight', 'Printed Rayon'])} ${k.noun}, ${r.pick(apparelColours)} (${r.pick(sizes)})`,
            features: ['Soft rayon fabric', 'Three-quarter sleeves', 'Hand block print inspired design'],
            specs: { Fabric: ['Rayon', 'Cotton'], Length: ['Calf length', 'Knee length'] },
            weight: [180, 350, 'g'],
            origin: indiaOrigin,
          },
        ],
      },
      {
        name: 'Footwear',
        icon: 'running-shoe',
        leaves: [
          {
            name: 'Sports Shoes',
            kinds: kinds({ 'Running Shoes': ['running-shoe'] }),
            price: [899, 8999],
            makeName: (b, k, r) =>
              `${b} ${r.pick(['Stride', 'Velocity', 'Dash', 'Sprint'])} ${k.noun} for ${r.pick(['Men', 'Women'])}, ${r.pick(apparelColours)} (UK ${r.int(5, 11)})`,
            features: ['Cushioned EVA midsole', 'Breathable mesh upper', 'Anti-skid rubber outsole'],
            specs: { Sole: ['EVA', 'Rubber'], Closure: ['Lace-up'] },
            weight: [500, 800, 'g'],
          },
          {
            name: 'Sandals & Heels',
            kinds: kinds({
              'Block Heel Sandals': ['womans-sandal'],
              'Kolhapuri Flats': ['thong-sandal'],
              'Embellished Juttis': ['flat-shoe'],
              'Wedge Heels': ['high-heeled-shoe'],
            }),
            price: [399, 3999],
            makeName: (b, k, r) => `${b} Women's ${k.noun}, ${r.pick(apparelColours)} (UK ${r.int(3, 8)})`,
            features: ['Cushioned footbed', 'Handcrafted finish', 'Non-slip sole'],
            specs: { Material: ['Synthetic leather', 'Genuine leather'] },
            weight: [300, 600, 'g'],
            origin: indiaOrigin,
          },
        ],
      },
    ],
  },
  {
    name: 'Home & Kitchen',
    slug: 'home',
    icon: 'couch-and-lamp',
    brandGroup: 'home',
    branches: [
      {
        name: 'Cookware',
        icon: 'cooking',
        leaves: [
          {
            name: 'Pans & Kadhais',
            kinds: kinds({
              'Non-Stick Fry Pan': ['cooking'],
              'Hard Anodised Kadhai': ['shallow-pan-of-food'],
              'Cast Iron Tawa': ['cooking'],
              'Triply Stainless Steel Kadhai': ['shallow-pan-of-food'],
            }),
            price: [499, 4999],
            makeName: (b, k, r) => `${b} ${k.noun} ${r.pick(['24 cm', '26 cm', '28 cm'])}, Induction Base`,
            features: ['Works on gas and induction', 'PFOA-free coating', 'Cool-touch handle'],
            specs: {
              Material: ['Aluminium', 'Cast iron', 'Stainless steel'],
              Diameter: ['24 cm', '26 cm', '28 cm'],
            },
            weight: [0.8, 2.5, 'kg'],
            origin: indiaOrigin,
          },
          {
            name: 'Pressure Cookers',
            kinds: kinds({ 'Pressure Cooker': ['pot-of-food'] }),
            price: [999, 5999],
            makeName: (b, k, r) =>
              `${b} ${r.pick(['Aluminium', 'Stainless Steel', 'Hard Anodised'])} ${k.noun} ${r.pick(['3 L', '5 L', '3 L and 5 L Combo'])}`,
            features: ['ISI certified', 'Gasket release safety system', 'Induction compatible base'],
            specs: { Capacity: ['3 litre', '5 litre'] },
            weight: [1.5, 3.5, 'kg'],
            origin: indiaOrigin,
          },
        ],
      },
      {
        name: 'Dining & Serving',
        icon: 'teapot',
        leaves: [
          {
            name: 'Dinner Sets',
            kinds: kinds({ 'Dinner Set': ['fork-and-knife-with-plate', 'bowl-with-spoon'] }),
            price: [799, 9999],
            makeName: (b, k, r) =>
              `${b} ${r.pick(['Melamine', 'Bone China', 'Stainless Steel', 'Ceramic'])} ${k.noun}, ${r.pick(['18', '24', '32', '40'])} Pieces`,
            features: ['Microwave safe', 'Dishwasher safe', 'Chip resistant'],
            specs: { Material: ['Ceramic', 'Bone china', 'Steel'] },
            weight: [2, 8, 'kg'],
          },
          {
            name: 'Tea & Coffee',
            kinds: kinds({
              'Glass Tea Kettle with Infuser': ['teapot'],
              'Ceramic Chai Cups, Set of 6': ['hot-beverage'],
              'South Indian Filter Coffee Maker': ['hot-beverage'],
              'Copper Tumbler Set': ['teacup-without-handle'],
            }),
            price: [299, 2999],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['Food-grade material', 'Easy to clean', 'Gift-ready packaging'],
            specs: { Capacity: ['150 ml', '600 ml', '1 litre'] },
            weight: [300, 1200, 'g'],
            origin: indiaOrigin,
          },
        ],
      },
      {
        name: 'Furnishing',
        icon: 'bed',
        leaves: [
          {
            name: 'Bedsheets',
            kinds: kinds({ 'Double Bedsheet with 2 Pillow Covers': ['bed'] }),
            price: [499, 3999],
            makeName: (b, k, r) =>
              `${b} ${r.pick(['Jaipuri Print', '210 TC Cotton', 'Microfibre', 'Floral'])} ${k.noun}, ${r.pick(apparelColours)}`,
            features: ['Colourfast dyes', 'Fits a queen size bed', 'Soft breathable cotton'],
            specs: { 'Thread count': ['144', '210', '300'], Size: ['Double', 'King'] },
            // Every bedsheet's name says "Double Bedsheet".
            specsFromName: (name) => ({ Size: /King/.test(name) ? 'King' : 'Double' }),
            weight: [600, 1400, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'Home Decor',
            kinds: kinds({
              'Brass Diya Set of 4': ['diya-lamp'],
              'Artificial Potted Plant': ['potted-plant'],
              'Wall Mirror with Wooden Frame': ['mirror'],
              'Handpainted Madhubani Wall Art': ['framed-picture'],
            }),
            price: [199, 4999],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['Handcrafted by artisans', 'Gift-ready box', 'Easy to mount'],
            specs: { Material: ['Brass', 'Wood', 'Ceramic'] },
            weight: [200, 3000, 'g'],
            origin: indiaOrigin,
          },
        ],
      },
    ],
  },
  {
    name: 'Beauty & Personal Care',
    slug: 'beauty',
    icon: 'lipstick',
    brandGroup: 'beauty',
    branches: [
      {
        name: 'Makeup',
        icon: 'lipstick',
        leaves: [
          {
            name: 'Lipsticks',
            kinds: kinds({ Lipstick: ['lipstick'] }),
            price: [199, 1499],
            makeName: (b, k, r) =>
              `${b} ${r.pick(['Matte', 'Creamy Matte', 'Liquid Matte', 'Satin'])} ${k.noun}, ${r.pick(['Ruby Red', 'Mauve Magic', 'Nude Brown', 'Coral Crush', 'Berry Bliss'])}, ${r.pick(['4.2 g', '3.5 ml'])}`,
            features: ['Long stay up to 12 hours', 'Enriched with vitamin E', 'Transfer-proof formula'],
            specs: { Finish: ['Matte', 'Satin'] },
            weight: [5, 20, 'g'],
          },
          {
            name: 'Nail Care',
            kinds: kinds({
              'Gel Finish Nail Polish': ['nail-polish'],
              'Quick Dry Nail Enamel': ['nail-polish'],
              'Nail Art Kit': ['nail-polish'],
            }),
            price: [99, 699],
            makeName: (b, k, r) => `${b} ${k.noun}, ${r.pick(['Cherry', 'Peach', 'Nude', 'Wine'])}`,
            features: ['Chip resistant', 'Glossy finish', 'Cruelty free'],
            specs: { Volume: ['6 ml', '9 ml'] },
            weight: [20, 60, 'g'],
          },
        ],
      },
      {
        name: 'Skin & Hair Care',
        icon: 'lotion-bottle',
        leaves: [
          {
            name: 'Face & Body Care',
            kinds: kinds({
              'Kumkumadi Face Serum': ['lotion-bottle'],
              'Aloe Vera Gel': ['lotion-bottle'],
              'Neem Face Wash': ['lotion-bottle'],
              'Sandalwood Soap': ['soap'],
              'Vitamin C Face Cream': ['jar'],
            }),
            price: [149, 1299],
            makeName: (b, k, r) => {
              // The size is drawn for every kind (the seed's random sequence stays the same); soap is sold by the bar.
              const size = r.pick(['50 ml', '100 ml', '150 g'])
              return k.noun === 'Sandalwood Soap' ? `${b} ${k.noun}, Pack of 4` : `${b} ${k.noun} ${size}`
            },
            features: ['Ayurvedic ingredients', 'Paraben free', 'Dermatologically tested'],
            specs: { 'Skin type': ['All skin types', 'Oily skin', 'Dry skin'] },
            weight: [50, 500, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'Hair Care',
            kinds: kinds({
              'Onion Hair Oil': ['lotion-bottle'],
              'Bhringraj Shampoo': ['lotion-bottle'],
              'Coconut Hair Oil': ['lotion-bottle'],
              'Cordless Beard Trimmer': ['razor'],
            }),
            price: [149, 2499],
            makeName: (b, k, r) => {
              // Drawn for every kind so the random sequence stays the same; a trimmer has no volume.
              const volume = r.pick(['200 ml', '400 ml', ''])
              return `${b} ${k.noun} ${k.noun.includes('Trimmer') ? '' : volume}`.trim()
            },
            features: ['Reduces hair fall', 'Sulphate free', 'Suitable for daily use'],
            specs: { 'Hair type': ['All hair types'] },
            weight: [150, 600, 'g'],
            origin: indiaOrigin,
          },
        ],
      },
    ],
  },
  {
    name: 'Grocery',
    slug: 'grocery',
    icon: 'shopping-cart',
    brandGroup: 'grocery',
    branches: [
      {
        name: 'Fruits & Vegetables',
        icon: 'mango',
        leaves: [
          {
            name: 'Fresh Fruits',
            kinds: kinds({
              'Alphonso Mango 1 kg': ['mango'],
              'Banganapalli Mango 2 kg': ['mango'],
              'Robusta Banana 1 dozen': ['banana'],
              'Shimla Apple 1 kg': ['red-apple'],
              'Nashik Black Grapes 500 g': ['grapes'],
              'Kiran Watermelon 1 pc': ['watermelon'],
              'Nagpur Orange 1 kg': ['tangerine'],
              'Kesar Mango 1 kg': ['mango'],
            }),
            price: [49, 899],
            makeName: (_b, k) => k.noun,
            features: [
              'Farm fresh, hand picked',
              'Naturally ripened',
              'Delivered within 24 hours of harvest',
            ],
            specs: { 'Shelf life': ['3 days', '5 days'] },
            weight: [0.5, 2, 'kg'],
            origin: indiaOrigin,
          },
          {
            name: 'Fresh Vegetables',
            kinds: kinds({
              'Hybrid Tomato 1 kg': ['tomato'],
              'Nashik Onion 2 kg': ['onion'],
              'Agra Potato 2 kg': ['potato'],
              'Ooty Carrot 500 g': ['carrot'],
              'Palak Spinach 250 g': ['leafy-green'],
              'Green Chilli 100 g': ['hot-pepper'],
            }),
            price: [29, 299],
            makeName: (_b, k) => k.noun,
            features: ['Sourced directly from farmers', 'Washed and sorted', 'No artificial ripening'],
            specs: { 'Shelf life': ['3 days', '7 days'] },
            weight: [0.25, 2, 'kg'],
            origin: indiaOrigin,
          },
        ],
      },
      {
        name: 'Staples',
        icon: 'cooked-rice',
        leaves: [
          {
            name: 'Rice & Atta',
            kinds: kinds({
              'Basmati Rice': ['sheaf-of-rice', 'cooked-rice'],
              'Sona Masoori Rice': ['sheaf-of-rice', 'cooked-rice'],
              'Kerala Matta Rice': ['sheaf-of-rice', 'cooked-rice'],
              'Whole Wheat Chakki Atta': ['flatbread'],
              'Multigrain Atta': ['flatbread'],
            }),
            price: [99, 1899],
            makeName: (b, k, r) => `${b} ${k.noun} ${r.pick(['1 kg', '5 kg', '10 kg'])}`,
            features: ['Aged for better aroma', 'Stone ground', 'No added preservatives'],
            specs: { Type: ['Long grain', 'Medium grain', 'Whole wheat'] },
            specsFromName: (name) => ({
              Type: /Basmati/.test(name)
                ? 'Long grain'
                : /Rice/.test(name)
                  ? 'Medium grain'
                  : /Multigrain/.test(name)
                    ? 'Multigrain'
                    : 'Whole wheat',
            }),
            weight: [1, 10, 'kg'],
            origin: indiaOrigin,
          },
          {
            name: 'Spices & Masalas',
            kinds: kinds({
              'Kashmiri Chilli Powder': ['hot-pepper'],
              'Garam Masala': ['jar'],
              'Turmeric Powder': ['ginger-root'],
              'Malabar Black Pepper': ['salt'],
              'Sambar Powder': ['curry-rice'],
              'Kerala Cardamom': ['pea-pod'],
            }),
            price: [49, 699],
            makeName: (b, k, r) => `${b} ${k.noun} ${r.pick(['100 g', '200 g', '500 g'])}`,
            features: [
              'Sourced from the best farms of India',
              'Hygienically packed',
              'No artificial colours',
            ],
            specs: { Form: ['Powder', 'Whole'] },
            weight: [100, 500, 'g'],
            origin: indiaOrigin,
          },
        ],
      },
      {
        name: 'Snacks & Beverages',
        icon: 'cookie',
        leaves: [
          {
            name: 'Tea & Coffee Packs',
            kinds: kinds({
              'Assam CTC Tea': ['hot-beverage'],
              'Tulsi Ginger Green Tea': ['teacup-without-handle'],
              'Nilgiri Filter Coffee Powder': ['hot-beverage'],
              'Masala Chai Premix': ['hot-beverage'],
            }),
            price: [99, 999],
            makeName: (b, k, r) => `${b} ${k.noun} ${r.pick(['250 g', '500 g', '1 kg'])}`,
            features: ['Rich aroma', 'Garden fresh', 'Resealable pack'],
            specs: { Form: ['Leaf', 'Powder'] },
            specsFromName: (name) => ({ Flavour: flavourIn(name) }),
            weight: [250, 1000, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'Snacks & Sweets',
            kinds: kinds({
              'Salted Kerala Banana Chips': ['banana'],
              'Peri Peri Roasted Makhana': ['popcorn'],
              'Kesar Kaju Katli': ['moon-cake'],
              'Elaichi Soan Papdi': ['cookie'],
              'Wild Forest Honey': ['honey-pot'],
              'Masala Peanuts': ['peanuts'],
            }),
            price: [49, 799],
            makeName: (b, k, r) => `${b} ${k.noun} ${r.pick(['200 g', '400 g', '500 g'])}`,
            features: ['Made in small batches', 'No palm oil', 'Vegetarian'],
            specs: { Diet: ['Vegetarian'] },
            specsFromName: (name) => ({ Flavour: flavourIn(name) }),
            weight: [200, 500, 'g'],
            origin: indiaOrigin,
          },
        ],
      },
    ],
  },
  {
    name: 'Sports & Fitness',
    slug: 'sports',
    icon: 'cricket-game',
    brandGroup: 'sports',
    branches: [
      {
        name: 'Cricket',
        icon: 'cricket-game',
        leaves: [
          {
            name: 'Cricket Bats',
            kinds: kinds({ 'Cricket Bat': ['cricket-game'] }),
            price: [699, 14999],
            makeName: (b, k, r) =>
              `${b} ${r.pick(['Kashmir Willow', 'English Willow Grade 2', 'English Willow Grade 1', 'Tennis Ball'])} ${k.noun}, Size ${r.pick(['5', '6', 'Harrow', 'SH'])}`,
            features: ['Hand-crafted in Jalandhar', 'Full cane handle with grip', 'Thick edges for power'],
            specs: { Willow: ['Kashmir', 'English'], Weight: ['1100-1200 g', '1180-1250 g'] },
            weight: [1.1, 1.3, 'kg'],
            origin: indiaOrigin,
          },
          {
            name: 'Cricket Gear',
            kinds: kinds({
              'Leather Cricket Ball, Pack of 2': ['cricket-game'],
              'Batting Gloves': ['gloves'],
              'Batting Pads': ['cricket-game'],
              'Cricket Kit Bag': ['backpack'],
              'Stumps Set with Bails': ['cricket-game'],
            }),
            price: [199, 4999],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['Match grade quality', 'Durable stitching', 'Suitable for club play'],
            specs: { Level: ['Club', 'Tournament'] },
            weight: [160, 3000, 'g'],
            origin: indiaOrigin,
          },
        ],
      },
      {
        name: 'Fitness',
        icon: 'person-lifting-weights',
        leaves: [
          {
            name: 'Gym Equipment',
            kinds: kinds({
              'PVC Dumbbell Set 10 kg': ['person-lifting-weights'],
              'Adjustable Dumbbells 20 kg': ['person-lifting-weights'],
              'Resistance Bands Set': ['flexed-biceps'],
              'Home Gym Bench': ['person-lifting-weights'],
              'Skipping Rope': ['knot'],
            }),
            price: [299, 24999],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['Anti-slip grip', 'Suitable for home workouts', 'Durable build'],
            specs: { Material: ['PVC', 'Cast iron', 'Latex'] },
            weight: [0.3, 20, 'kg'],
          },
          {
            name: 'Yoga',
            kinds: kinds({
              'Anti-Skid Yoga Mat 6 mm': ['person-in-lotus-position'],
              'Yoga Block, Pair': ['brick'],
              'Cotton Yoga Strap': ['knot'],
              'TPE Yoga Mat 8 mm': ['person-in-lotus-position'],
            }),
            price: [299, 2499],
            makeName: (b, k, r) => `${b} ${k.noun}, ${r.pick(apparelColours)}`,
            features: ['Non-slip texture', 'Lightweight and easy to carry', 'Sweat resistant'],
            specs: { Thickness: ['4 mm', '6 mm', '8 mm'] },
            weight: [0.3, 1.5, 'kg'],
          },
        ],
      },
      {
        name: 'Outdoor Sports',
        icon: 'soccer-ball',
        leaves: [
          {
            name: 'Balls & Rackets',
            kinds: kinds({
              'Football Size 5': ['soccer-ball'],
              'Badminton Racquet with Cover': ['badminton'],
              'Basketball Size 7': ['basketball'],
              'Tennis Racquet': ['tennis'],
              'Feather Shuttlecocks, Pack of 10': ['badminton'],
            }),
            price: [249, 6999],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['Tournament grade', 'Comes with carry cover', 'All-weather use'],
            specs: { Level: ['Beginner', 'Intermediate'] },
            weight: [80, 700, 'g'],
          },
        ],
      },
    ],
  },
  {
    name: 'Books',
    slug: 'books',
    icon: 'books',
    brandGroup: 'books',
    branches: [
      {
        name: 'Fiction',
        icon: 'open-book',
        leaves: [
          {
            name: 'Indian Fiction',
            kinds: kinds({ Paperback: ['books', 'open-book', 'closed-book'] }),
            price: [199, 899],
            makeName: (_b, k, r) =>
              `${r.pick(['The Monsoon', 'Whispers of the', 'A Summer in', 'The Last Train to', 'Letters from', 'Songs of the'])} ${r.pick(['Malabar', 'Ganga', 'Deccan', 'Kolkata', 'Backwaters', 'Himalaya'])} (${k.noun}, ${r.pick(['English', 'Hindi', 'Malayalam'])})`,
            features: ['Paperback edition', 'Bestselling Indian author', 'Printed on acid-free paper'],
            specs: { Binding: ['Paperback', 'Hardcover'], Pages: ['240', '312', '456'] },
            weight: [250, 600, 'g'],
            origin: indiaOrigin,
          },
        ],
      },
      {
        name: 'Academic',
        icon: 'green-book',
        leaves: [
          {
            name: 'Exam Preparation',
            kinds: kinds({ Edition: ['green-book', 'blue-book', 'closed-book'] }),
            price: [249, 1499],
            makeName: (_b, k, r) =>
              `${r.pick(['Complete Guide to', 'Objective Questions in', 'Previous Years Papers:', 'Crash Course in'])} ${r.pick(['UPSC General Studies', 'JEE Physics', 'NEET Biology', 'Quantitative Aptitude', 'Reasoning', 'Indian Polity'])} ${r.pick(['2026', '2027'])} ${k.noun}`,
            features: ['Latest syllabus', 'Solved examples', 'Practice sets with answers'],
            specs: { Binding: ['Paperback'], Language: ['English', 'Hindi'] },
            weight: [400, 1200, 'g'],
            origin: indiaOrigin,
          },
          {
            name: "Children's Books",
            kinds: kinds({
              Illustrated: ['orange-book', 'books'],
              'Board Book': ['orange-book', 'closed-book'],
              'Activity Edition': ['orange-book', 'crayon'],
            }),
            price: [99, 699],
            makeName: (_b, k, r) =>
              `${r.pick(['Panchatantra Stories', 'Tales of Tenali Raman', 'Akbar and Birbal', 'My First Book of Colours', 'Jataka Tales'])} (${k.noun})`,
            features: ['Colourful illustrations', 'Ages 3 to 8', 'Thick pages'],
            specs: { 'Age group': ['3-5 years', '6-8 years'] },
            weight: [150, 500, 'g'],
            origin: indiaOrigin,
          },
        ],
      },
    ],
  },
  {
    name: 'Toys & Baby',
    slug: 'toys',
    icon: 'teddy-bear',
    brandGroup: 'toys',
    branches: [
      {
        name: 'Toys',
        icon: 'teddy-bear',
        leaves: [
          {
            name: 'Soft Toys',
            kinds: kinds({
              'Teddy Bear': ['teddy-bear'],
              'Elephant Soft Toy': ['elephant'],
              'Unicorn Plush': ['unicorn'],
              'Panda Cuddle Toy': ['panda'],
            }),
            price: [199, 2499],
            makeName: (b, k, r) =>
              `${b} ${k.noun} ${r.pick(['30 cm', '45 cm', '60 cm', '90 cm'])}, ${r.pick(['Brown', 'Pink', 'Cream', 'Blue'])}`,
            features: ['Soft and huggable', 'Safe for children above 3 years', 'Surface washable'],
            specs: { Height: ['30 cm', '60 cm', '90 cm'] },
            weight: [200, 1500, 'g'],
          },
          {
            name: 'Games & Puzzles',
            kinds: kinds({
              'Ludo and Snakes & Ladders Board Game': ['game-die'],
              '500 Piece Jigsaw Puzzle': ['puzzle-piece'],
              'Wooden Chess Set': ['chess-pawn'],
              'Makar Sankranti Kite Pack of 10': ['kite'],
              'Building Blocks 120 Pieces': ['brick'],
            }),
            price: [149, 2999],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['Non-toxic materials', 'Family fun', 'Develops thinking skills'],
            specs: { 'Age group': ['3+ years', '6+ years', '10+ years'] },
            weight: [100, 1200, 'g'],
          },
        ],
      },
      {
        name: 'Baby Care',
        icon: 'baby-bottle',
        leaves: [
          {
            name: 'Feeding',
            kinds: kinds({
              'Anti-Colic Feeding Bottle 250 ml': ['baby-bottle'],
              'Silicone Baby Spoon Set': ['spoon'],
              'Steel Sipper Cup': ['cup-with-straw'],
              'Baby Food Maker': ['bowl-with-spoon'],
            }),
            price: [149, 1999],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['BPA free', 'Easy to sterilise', 'Leak proof'],
            specs: { 'Age group': ['0-6 months', '6-12 months'] },
            weight: [80, 900, 'g'],
          },
        ],
      },
    ],
  },
  {
    name: 'Appliances',
    slug: 'appliances',
    icon: 'television',
    brandGroup: 'appliances',
    branches: [
      {
        name: 'Television',
        icon: 'television',
        leaves: [
          {
            name: 'Smart TVs',
            kinds: kinds({ 'Smart LED TV': ['television'] }),
            price: [11999, 149999],
            makeName: (b, k, r) =>
              `${b} ${r.pick(['80 cm (32 inch) HD Ready', '108 cm (43 inch) Full HD', '139 cm (55 inch) 4K Ultra HD', '164 cm (65 inch) 4K QLED'])} ${k.noun}`,
            features: ['Dolby Audio', 'Built-in streaming apps', 'Screen mirroring', '3 HDMI ports'],
            specs: { Resolution: ['HD Ready', 'Full HD', '4K'], 'Refresh rate': ['60 Hz', '120 Hz'] },
            weight: [4, 22, 'kg'],
          },
        ],
      },
      {
        name: 'Kitchen Appliances',
        icon: 'electric-plug',
        leaves: [
          {
            name: 'Mixer Grinders',
            kinds: kinds({
              '750 W Mixer Grinder with 3 Jars': ['jar'],
              '1000 W Juicer Mixer Grinder': ['tropical-drink'],
              '500 W Wet Grinder': ['jar'],
              'Hand Blender 400 W': ['bowl-with-spoon'],
            }),
            price: [1499, 8999],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['Stainless steel blades', 'Overload protection', '2 year warranty on motor'],
            specs: { Power: ['500 W', '750 W', '1000 W'], Jars: ['2', '3', '4'] },
            weight: [2, 6, 'kg'],
            origin: indiaOrigin,
          },
          {
            name: 'Lighting',
            kinds: kinds({
              '9 W LED Bulb, Pack of 4': ['light-bulb'],
              'Rechargeable Emergency Light': ['flashlight'],
              'Smart Wi-Fi LED Bulb 12 W': ['light-bulb'],
              'Solar Garden Lamp': ['light-bulb'],
            }),
            price: [99, 1999],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['Energy saving', 'Long life', 'BIS certified'],
            specs: { Power: ['9 W', '12 W'] },
            weight: [100, 800, 'g'],
          },
        ],
      },
    ],
  },
  {
    name: 'Health',
    slug: 'health',
    icon: 'pill',
    brandGroup: 'health',
    branches: [
      {
        name: 'Health Devices',
        icon: 'thermometer',
        leaves: [
          {
            name: 'Monitors',
            kinds: kinds({
              'Digital Thermometer': ['thermometer'],
              'Fingertip Pulse Oximeter': ['beating-heart'],
              'Automatic Blood Pressure Monitor': ['stethoscope'],
              'Glucometer Kit with 25 Strips': ['drop-of-blood'],
            }),
            price: [199, 3999],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['Clinically validated', 'Large backlit display', 'Memory for readings'],
            specs: { Power: ['Battery'] },
            weight: [30, 600, 'g'],
          },
        ],
      },
      {
        name: 'Wellness',
        icon: 'herb',
        leaves: [
          {
            name: 'Supplements',
            kinds: kinds({
              'Ashwagandha Tablets, 60 Count': ['pill', 'herb'],
              'Multivitamin for Men, 90 Tablets': ['pill'],
              'Chyawanprash 1 kg': ['honey-pot'],
              'Whey Protein 1 kg, Kesar Pista': ['glass-of-milk'],
              'Omega 3 Fish Oil, 60 Capsules': ['pill'],
            }),
            price: [199, 2999],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['FSSAI approved', 'No added sugar', 'Third-party lab tested'],
            specs: { Form: ['Tablet', 'Capsule', 'Powder'] },
            specsFromName: (name) => ({ Flavour: flavourIn(name) }),
            weight: [100, 1100, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'First Aid',
            kinds: kinds({
              'First Aid Kit, 50 Pieces': ['adhesive-bandage'],
              'Waterproof Bandages, Pack of 100': ['adhesive-bandage'],
              'Antiseptic Liquid 500 ml': ['lotion-bottle'],
              'Crepe Bandage 10 cm': ['adhesive-bandage'],
            }),
            price: [49, 999],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['Essential for every home', 'Compact case', 'Sterile packaging'],
            specs: { Pieces: ['20', '50', '100'] },
            weight: [50, 600, 'g'],
            origin: indiaOrigin,
          },
        ],
      },
    ],
  },
  {
    name: 'Automotive',
    slug: 'automotive',
    icon: 'automobile',
    brandGroup: 'automotive',
    branches: [
      {
        name: 'Car Accessories',
        icon: 'automobile',
        leaves: [
          {
            name: 'Car Care',
            kinds: kinds({
              'Car Shampoo 1 L': ['bubbles'],
              'Microfibre Cloth, Pack of 4': ['sponge'],
              'Tyre Inflator 12 V': ['wheel'],
              'Car Vacuum Cleaner': ['automobile'],
              'Dashboard Polish 500 ml': ['sparkles'],
            }),
            price: [199, 4999],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['Safe on all paint finishes', 'Easy to use', 'Works with all cars'],
            specs: { Compatibility: ['Universal'] },
            weight: [100, 2500, 'g'],
          },
        ],
      },
      {
        name: 'Bike Accessories',
        icon: 'motorcycle',
        leaves: [
          {
            name: 'Helmets & Riding Gear',
            kinds: kinds({
              'ISI Full Face Helmet': ['rescue-workers-helmet'],
              'Open Face Helmet with Visor': ['rescue-workers-helmet'],
              'Riding Gloves': ['gloves'],
              'Bike Cover, Waterproof': ['motorcycle', 'motor-scooter'],
            }),
            price: [499, 7999],
            makeName: (b, k, r) => `${b} ${k.noun}, ${r.pick(['Matt Black', 'Glossy Red', 'White', 'Blue'])}`,
            features: ['ISI certified', 'Scratch resistant visor', 'Comfortable padding'],
            specs: { Size: ['M (570 mm)', 'L (580 mm)', 'XL (600 mm)'] },
            // Head sizes are for helmets; gloves and covers have none.
            specsFromName: (name): Record<string, null> => (/Helmet/.test(name) ? {} : { Size: null }),
            weight: [0.2, 1.6, 'kg'],
            origin: indiaOrigin,
          },
          {
            name: 'Tools & Oils',
            kinds: kinds({
              '4T Engine Oil 1 L': ['oil-drum'],
              'Chain Lube Spray 150 ml': ['droplet'],
              'Socket Wrench Set 40 Pieces': ['wrench'],
              'Puncture Repair Kit': ['toolbox'],
            }),
            price: [199, 3999],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['Mechanic grade', 'Corrosion resistant', 'Compact storage case'],
            specs: { Type: ['Oil', 'Tools'] },
            specsFromName: (name) => ({ Type: /Oil|Lube/.test(name) ? 'Oils & Lubricants' : 'Tools' }),
            weight: [150, 2000, 'g'],
          },
        ],
      },
    ],
  },
  {
    name: 'Stationery',
    slug: 'stationery',
    icon: 'pencil',
    brandGroup: 'stationery',
    branches: [
      {
        name: 'Writing',
        icon: 'fountain-pen',
        leaves: [
          {
            name: 'Pens & Pencils',
            kinds: kinds({
              'Gel Pens, Pack of 10': ['pen'],
              'Fountain Pen with Ink Bottle': ['fountain-pen'],
              'HB Pencils, Pack of 20': ['pencil'],
              'Wax Crayons, 24 Shades': ['crayon'],
              'Ball Pens, Blue, Pack of 25': ['pen'],
            }),
            price: [49, 1499],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['Smooth writing', 'Smudge free ink', 'Comfortable grip'],
            specs: { Colour: ['Blue', 'Black', 'Assorted'] },
            weight: [50, 300, 'g'],
            origin: indiaOrigin,
          },
        ],
      },
      {
        name: 'Office & School',
        icon: 'spiral-notepad',
        leaves: [
          {
            name: 'Notebooks & Files',
            kinds: kinds({
              'Single Line Notebooks, Pack of 6': ['notebook'],
              'A4 Spiral Notebook 200 Pages': ['spiral-notepad'],
              'Expanding File Folder': ['file-folder'],
              'Sticky Notes, 5 Colours': ['memo'],
            }),
            price: [49, 999],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['70 GSM paper', 'Durable cover', 'Eco-friendly'],
            specs: { Pages: ['160', '200', '300'] },
            weight: [200, 1500, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'School Supplies',
            kinds: kinds({
              'School Backpack 30 L': ['backpack'],
              'Geometry Box': ['triangular-ruler'],
              'Art and Craft Kit': ['artist-palette'],
              'Student Scissors, Pack of 2': ['scissors'],
            }),
            price: [99, 2499],
            makeName: (b, k) => `${b} ${k.noun}`,
            features: ['Lightweight', 'Child safe', 'Durable material'],
            specs: { 'Age group': ['5+ years', '10+ years'] },
            weight: [100, 900, 'g'],
          },
        ],
      },
    ],
  },
]

/** About 60 invented brands, five per group; the first brand of each group is a verified best seller. */
export const brandNames: Record<BrandGroup, readonly string[]> = {
  electronics: ['Zenvolt', 'Pixelon', 'Lumio', 'Boltra', 'Nexa Mobile'],
  fashion: ['Vastra & Co', 'Desi Threads', 'Rangrez', 'UrbanKurta', 'Kaveri Silks'],
  home: ['Kaveri Home', 'Rasoi Craft', 'Griha Living', 'Tawa & Tadka', 'Mitti Decor'],
  beauty: ['Mayur Naturals', 'Glowveda', 'Kesar Beauty', 'Aura Botanics', 'Nykora'],
  grocery: ['Desi Roots', 'Annapurna Farms', 'Malabar Spice Co', 'Kisan Fresh', 'Chai Bagan'],
  sports: ['Trishul Sports', 'Willowcraft', 'FitBharat', 'Khel Pro', 'Yogmaya'],
  books: ['Saraswati Press', 'Pustak Ghar', 'Kitab Mahal', 'Vidya Publications', 'Chandamama Books'],
  toys: ['Khilona World', 'Little Lotus', 'Chhota Genius', 'Gudiya Toys', 'Pinwheel Kids'],
  appliances: ['Surya Electricals', 'Bijli Home', 'Mixwell', 'Prakash Lighting', 'Vision TV'],
  health: ['Ayushman Care', 'Sanjivani Herbals', 'MediTrust', 'Arogya Plus', 'VitalVeda'],
  automotive: ['Rasta Gear', 'MotoShield', 'Pahiya Auto', 'Highway Care', 'Torque India'],
  stationery: ['Likhna', 'Kalam Works', 'Shiksha Stationers', 'Chitra Arts', 'Paper Plane'],
}

/** Every brand group: the general stores sell a bit of everything. */
const allBrandGroups = Object.keys(brandNames) as BrandGroup[]

/**
 * About 25 sellers; one store has no name (shown as "Store Name Unavailable"). `groups` are the brand
 * groups a store sells, so a spice house never sells running shoes.
 */
export const sellerStores: readonly {
  seller: string
  store: string | null
  icons: [string, string]
  groups: readonly BrandGroup[]
}[] = [
  {
    seller: 'Ramesh Agarwal',
    store: 'Shree Ganesh Traders',
    icons: ['department-store', 'shopping-bags'],
    groups: allBrandGroups,
  },
  {
    seller: 'Lakshmi Narayanan',
    store: 'Lakshmi Electronics',
    icons: ['department-store', 'mobile-phone'],
    groups: ['electronics', 'appliances'],
  },
  {
    seller: 'Anil Thomas',
    store: 'Kerala Spice House',
    icons: ['convenience-store', 'hot-pepper'],
    groups: ['grocery'],
  },
  {
    seller: 'Farah Sheikh',
    store: 'Mumbai Fashion Hub',
    icons: ['department-store', 'dress'],
    groups: ['fashion', 'beauty'],
  },
  {
    seller: 'Meenakshi Sundaram',
    store: 'Chennai Silks Corner',
    icons: ['department-store', 'sari'],
    groups: ['fashion'],
  },
  {
    seller: 'Harpreet Singh',
    store: 'Punjab Sports Emporium',
    icons: ['convenience-store', 'cricket-game'],
    groups: ['sports', 'health'],
  },
  {
    seller: 'Sanjay Kulkarni',
    store: 'Pune Book Depot',
    icons: ['convenience-store', 'books'],
    groups: ['books', 'stationery'],
  },
  {
    seller: 'Divya Reddy',
    store: 'Hyderabad Home Store',
    icons: ['house-with-garden', 'couch-and-lamp'],
    groups: ['home', 'appliances'],
  },
  { seller: 'Arjun Menon', store: null, icons: ['convenience-store', 'package'], groups: allBrandGroups },
  {
    seller: 'Pooja Iyer',
    store: 'Glow Beauty Bazaar',
    icons: ['department-store', 'lipstick'],
    groups: ['beauty', 'health'],
  },
  {
    seller: 'Vikram Chauhan',
    store: 'Jaipur Handicrafts',
    icons: ['house-with-garden', 'diya-lamp'],
    groups: ['home', 'fashion'],
  },
  {
    seller: 'Neha Gupta',
    store: 'Delhi Gadget Point',
    icons: ['department-store', 'headphone'],
    groups: ['electronics', 'automotive'],
  },
  {
    seller: 'Suresh Patil',
    store: 'Kolhapur Fresh Farms',
    icons: ['convenience-store', 'mango'],
    groups: ['grocery'],
  },
  {
    seller: 'Ayesha Khan',
    store: 'Lucknow Chikan House',
    icons: ['department-store', 't-shirt'],
    groups: ['fashion'],
  },
  {
    seller: 'Rahul Bose',
    store: 'Kolkata Toy Mart',
    icons: ['convenience-store', 'teddy-bear'],
    groups: ['toys', 'books'],
  },
  {
    seller: 'Kavya Nair',
    store: 'Kochi Kitchenware',
    icons: ['house-with-garden', 'cooking'],
    groups: ['home'],
  },
  {
    seller: 'Manoj Yadav',
    store: 'Bharat Auto Parts',
    icons: ['convenience-store', 'motorcycle'],
    groups: ['automotive'],
  },
  {
    seller: 'Sneha Joshi',
    store: 'Ahmedabad Stationery Mart',
    icons: ['convenience-store', 'pencil'],
    groups: ['stationery', 'books', 'toys'],
  },
  {
    seller: 'Imran Qureshi',
    store: 'Hyderabadi Dry Fruits',
    icons: ['convenience-store', 'peanuts'],
    groups: ['grocery'],
  },
  {
    seller: 'Geeta Pillai',
    store: 'Ayur Wellness Store',
    icons: ['house-with-garden', 'herb'],
    groups: ['health', 'beauty'],
  },
  {
    seller: 'Deepak Mishra',
    store: 'Varanasi Saree Sansar',
    icons: ['department-store', 'sari'],
    groups: ['fashion'],
  },
  {
    seller: 'Ritu Sharma',
    store: 'Chandigarh Appliance World',
    icons: ['department-store', 'television'],
    groups: ['appliances', 'electronics'],
  },
  {
    seller: 'Joseph Mathew',
    store: 'Thrissur Gold Grocers',
    icons: ['convenience-store', 'shopping-cart'],
    groups: ['grocery', 'home'],
  },
  {
    seller: 'Nisha Bhatt',
    store: 'Indore Fitness Studio',
    icons: ['convenience-store', 'person-lifting-weights'],
    groups: ['sports', 'health'],
  },
  {
    seller: 'Karthik Rao',
    store: 'Bengaluru Tech Bazaar',
    icons: ['department-store', 'laptop'],
    groups: ['electronics'],
  },
]
