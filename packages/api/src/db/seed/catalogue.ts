import type { Random } from './random.ts'

/**
 * The demo catalogue's shape: top-level categories, two levels below each, and for every leaf how its
 * products are named, priced and pictured. All names are invented; prices are in rupees here and turned
 * into paise by the seed.
 */

/** What a product name generator gets: the brand's name and the random source. */
export type NameMaker = (brand: string, r: Random) => string

export interface Leaf {
  name: string
  /** Fluent Emoji names of the product pictures (one is chosen per product). */
  icons: readonly string[]
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
            icons: ['mobile-phone', 'mobile-phone-with-arrow'],
            price: [6999, 149999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Nova', 'Pulse', 'Edge', 'Orbit', 'Zen', 'Spark'])} ${r.int(4, 15)}${r.pick([' 5G', ' Pro 5G', ' Lite', ' Max 5G'])} Smartphone (${r.pick(ram)}, ${r.pick(storage)}) ${r.pick(colours)}`,
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
            icons: ['telephone-receiver', 'mobile-phone'],
            price: [899, 3499],
            makeName: (b, r) =>
              `${b} ${r.pick(['Guru', 'Bharat', 'Jeevan', 'Sathi'])} ${r.int(100, 400)} Keypad Mobile, Dual SIM, ${r.pick(['Black', 'Blue', 'Red'])}`,
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
            icons: ['battery', 'electric-plug'],
            price: [699, 3999],
            makeName: (b, r) =>
              `${b} ${r.pick(['10000', '20000', '27000'])} mAh ${r.pick(['22.5W', '33W', '65W'])} Fast Charging Power Bank`,
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
            icons: ['laptop'],
            price: [24999, 149999],
            makeName: (b, r) =>
              `${b} ${r.pick(['AirBook', 'ProBook', 'Vector', 'Slate', 'Vivid'])} ${r.int(13, 16)} ${r.pick(['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 5', 'AMD Ryzen 7'])} Laptop (${r.pick(['8GB', '16GB', '32GB'])}/${r.pick(['512GB', '1TB'])} SSD, Windows 11) ${r.pick(['Silver', 'Space Grey', 'Blue'])}`,
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
            icons: ['keyboard', 'computer-mouse'],
            price: [399, 4999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Wireless Keyboard and Mouse Combo', 'Mechanical Gaming Keyboard', 'Silent Wireless Mouse', 'Ergonomic Vertical Mouse'])}, ${r.pick(['Black', 'White', 'Grey'])}`,
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
            icons: ['headphone'],
            price: [799, 24999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Rockz', 'BassPods', 'Airdopes', 'Muse', 'Tune'])} ${r.int(100, 990)} ${r.pick(['Wireless Over-Ear Headphones with ANC', 'True Wireless Earbuds', 'Bluetooth Neckband', 'Wired Earphones with Mic'])}, ${r.pick(colours)}`,
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
            icons: ['speaker-high-volume', 'radio'],
            price: [999, 19999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Stone', 'Thunder', 'Boom', 'Party'])} ${r.int(10, 80)}W Portable Bluetooth Speaker, ${r.pick(colours)}`,
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
            icons: ['watch', 'stopwatch'],
            price: [1499, 29999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Wave', 'Storm', 'Fit', 'Ultra'])} ${r.pick(['Pro', 'Neo', 'Call', '2'])} Smart Watch with 1.${r.int(7, 9)}" AMOLED Display, ${r.pick(colours)}`,
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
            icons: ['t-shirt'],
            price: [299, 1999],
            makeName: (b, r) =>
              `${b} Men's ${r.pick(['Regular Fit', 'Slim Fit', 'Oversized'])} ${r.pick(['Round Neck', 'Polo', 'Henley'])} Cotton T-Shirt, ${r.pick(apparelColours)} (${r.pick(sizes)})`,
            features: ['100% combed cotton, 180 GSM', 'Bio-washed for softness', 'Machine washable'],
            specs: { Fabric: ['Cotton', 'Cotton blend'], Fit: ['Regular', 'Slim'] },
            weight: [150, 250, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'Kurtas',
            icons: ['coat', 't-shirt'],
            price: [499, 3999],
            makeName: (b, r) =>
              `${b} Men's ${r.pick(['Cotton', 'Linen Blend', 'Chikankari', 'Khadi'])} Kurta for Men, ${r.pick(apparelColours)} (${r.pick(sizes)})`,
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
            icons: ['jeans'],
            price: [799, 3499],
            makeName: (b, r) =>
              `${b} Men's ${r.pick(['Slim Fit', 'Tapered', 'Straight Fit'])} Stretchable Jeans, ${r.pick(['Dark Blue', 'Light Blue', 'Black', 'Grey'])} (${r.pick(['30', '32', '34', '36'])})`,
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
            icons: ['sari'],
            price: [599, 14999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Kanjivaram Silk', 'Banarasi Silk', 'Chanderi Cotton', 'Georgette', 'Kerala Kasavu'])} Saree with Blouse Piece, ${r.pick(apparelColours)}`,
            features: ['5.5 m saree with 0.8 m blouse piece', 'Zari woven border', 'Dry clean recommended'],
            specs: { Fabric: ['Silk', 'Cotton', 'Georgette'], Length: ['6.3 m'] },
            weight: [400, 900, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'Kurtis',
            icons: ['dress', 'kimono'],
            price: [399, 2999],
            makeName: (b, r) =>
              `${b} Women's ${r.pick(['Anarkali', 'A-Line', 'Straight', 'Printed Rayon'])} Kurti, ${r.pick(apparelColours)} (${r.pick(sizes)})`,
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
            icons: ['running-shoe'],
            price: [899, 8999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Stride', 'Velocity', 'Dash', 'Sprint'])} Running Shoes for ${r.pick(['Men', 'Women'])}, ${r.pick(apparelColours)} (UK ${r.int(5, 11)})`,
            features: ['Cushioned EVA midsole', 'Breathable mesh upper', 'Anti-skid rubber outsole'],
            specs: { Sole: ['EVA', 'Rubber'], Closure: ['Lace-up'] },
            weight: [500, 800, 'g'],
          },
          {
            name: 'Sandals & Heels',
            icons: ['high-heeled-shoe', 'flat-shoe', 'ballet-shoes'],
            price: [399, 3999],
            makeName: (b, r) =>
              `${b} Women's ${r.pick(['Block Heel Sandals', 'Kolhapuri Flats', 'Embellished Juttis', 'Wedge Heels'])}, ${r.pick(apparelColours)} (UK ${r.int(3, 8)})`,
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
            icons: ['cooking', 'shallow-pan-of-food'],
            price: [499, 4999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Non-Stick Fry Pan', 'Hard Anodised Kadhai', 'Cast Iron Tawa', 'Triply Stainless Steel Kadhai'])} ${r.pick(['24 cm', '26 cm', '28 cm'])}, Induction Base`,
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
            icons: ['pot-of-food', 'steaming-bowl'],
            price: [999, 5999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Aluminium', 'Stainless Steel', 'Hard Anodised'])} Pressure Cooker ${r.pick(['3 L', '5 L', '3 L and 5 L Combo'])}`,
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
            icons: ['fork-and-knife-with-plate', 'bowl-with-spoon'],
            price: [799, 9999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Melamine', 'Bone China', 'Stainless Steel', 'Ceramic'])} Dinner Set, ${r.pick(['18', '24', '32', '40'])} Pieces`,
            features: ['Microwave safe', 'Dishwasher safe', 'Chip resistant'],
            specs: { Material: ['Ceramic', 'Bone china', 'Steel'] },
            weight: [2, 8, 'kg'],
          },
          {
            name: 'Tea & Coffee',
            icons: ['teapot', 'hot-beverage', 'teacup-without-handle'],
            price: [299, 2999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Glass Tea Kettle with Infuser', 'Ceramic Chai Cups, Set of 6', 'South Indian Filter Coffee Maker', 'Copper Tumbler Set'])}`,
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
            icons: ['bed'],
            price: [499, 3999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Jaipuri Print', '210 TC Cotton', 'Microfibre', 'Floral'])} Double Bedsheet with 2 Pillow Covers, ${r.pick(apparelColours)}`,
            features: ['Colourfast dyes', 'Fits a queen size bed', 'Soft breathable cotton'],
            specs: { 'Thread count': ['144', '210', '300'], Size: ['Double', 'King'] },
            // Every bedsheet's name says "Double Bedsheet".
            specsFromName: (name) => ({ Size: /King/.test(name) ? 'King' : 'Double' }),
            weight: [600, 1400, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'Home Decor',
            icons: ['potted-plant', 'diya-lamp', 'mirror'],
            price: [199, 4999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Brass Diya Set of 4', 'Artificial Potted Plant', 'Wall Mirror with Wooden Frame', 'Handpainted Wall Plate'])}`,
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
            icons: ['lipstick', 'kiss-mark'],
            price: [199, 1499],
            makeName: (b, r) =>
              `${b} ${r.pick(['Matte', 'Creamy Matte', 'Liquid Matte', 'Satin'])} Lipstick, ${r.pick(['Ruby Red', 'Mauve Magic', 'Nude Brown', 'Coral Crush', 'Berry Bliss'])}, ${r.pick(['4.2 g', '3.5 ml'])}`,
            features: ['Long stay up to 12 hours', 'Enriched with vitamin E', 'Transfer-proof formula'],
            specs: { Finish: ['Matte', 'Satin'] },
            weight: [5, 20, 'g'],
          },
          {
            name: 'Nail Care',
            icons: ['nail-polish'],
            price: [99, 699],
            makeName: (b, r) =>
              `${b} ${r.pick(['Gel Finish Nail Polish', 'Quick Dry Nail Enamel', 'Nail Art Kit'])}, ${r.pick(['Cherry', 'Peach', 'Nude', 'Wine'])}`,
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
            icons: ['lotion-bottle', 'soap', 'sponge'],
            price: [149, 1299],
            makeName: (b, r) =>
              `${b} ${r.pick(['Kumkumadi Face Serum', 'Aloe Vera Gel', 'Neem Face Wash', 'Sandalwood Soap, Pack of 4', 'Vitamin C Face Cream'])} ${r.pick(['50 ml', '100 ml', '150 g'])}`,
            features: ['Ayurvedic ingredients', 'Paraben free', 'Dermatologically tested'],
            specs: { 'Skin type': ['All skin types', 'Oily skin', 'Dry skin'] },
            weight: [50, 500, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'Hair Care',
            icons: ['lotion-bottle', 'razor'],
            price: [149, 2499],
            makeName: (b, r) =>
              `${b} ${r.pick(['Onion Hair Oil', 'Bhringraj Shampoo', 'Coconut Hair Oil', 'Cordless Beard Trimmer'])} ${r.pick(['200 ml', '400 ml', ''])}`.trim(),
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
            icons: ['mango', 'banana', 'red-apple', 'grapes', 'watermelon'],
            price: [49, 899],
            makeName: (_b, r) =>
              r.pick([
                'Alphonso Mango 1 kg',
                'Banganapalli Mango 2 kg',
                'Robusta Banana 1 dozen',
                'Shimla Apple 1 kg',
                'Nashik Black Grapes 500 g',
                'Kiran Watermelon 1 pc',
                'Nagpur Orange 1 kg',
                'Kesar Mango 1 kg',
              ]),
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
            icons: ['tomato', 'onion', 'potato', 'carrot', 'leafy-green'],
            price: [29, 299],
            makeName: (_b, r) =>
              r.pick([
                'Hybrid Tomato 1 kg',
                'Nashik Onion 2 kg',
                'Agra Potato 2 kg',
                'Ooty Carrot 500 g',
                'Palak Spinach 250 g',
                'Green Chilli 100 g',
              ]),
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
            icons: ['cooked-rice', 'sheaf-of-rice', 'flatbread'],
            price: [99, 1899],
            makeName: (b, r) =>
              `${b} ${r.pick(['Basmati Rice', 'Sona Masoori Rice', 'Kerala Matta Rice', 'Whole Wheat Chakki Atta', 'Multigrain Atta'])} ${r.pick(['1 kg', '5 kg', '10 kg'])}`,
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
            icons: ['hot-pepper', 'garlic', 'salt'],
            price: [49, 699],
            makeName: (b, r) =>
              `${b} ${r.pick(['Kashmiri Chilli Powder', 'Garam Masala', 'Turmeric Powder', 'Malabar Black Pepper', 'Sambar Powder', 'Kerala Cardamom'])} ${r.pick(['100 g', '200 g', '500 g'])}`,
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
            icons: ['hot-beverage', 'teacup-without-handle'],
            price: [99, 999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Assam CTC Tea', 'Tulsi Ginger Green Tea', 'Nilgiri Filter Coffee Powder', 'Masala Chai Premix'])} ${r.pick(['250 g', '500 g', '1 kg'])}`,
            features: ['Rich aroma', 'Garden fresh', 'Resealable pack'],
            specs: { Form: ['Leaf', 'Powder'] },
            specsFromName: (name) => ({ Flavour: flavourIn(name) }),
            weight: [250, 1000, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'Snacks & Sweets',
            icons: ['cookie', 'chocolate-bar', 'peanuts', 'honey-pot'],
            price: [49, 799],
            makeName: (b, r) =>
              `${b} ${r.pick(['Salted Kerala Banana Chips', 'Peri Peri Roasted Makhana', 'Kesar Kaju Katli', 'Elaichi Soan Papdi', 'Wild Forest Honey', 'Masala Peanuts'])} ${r.pick(['200 g', '400 g', '500 g'])}`,
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
            icons: ['cricket-game'],
            price: [699, 14999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Kashmir Willow', 'English Willow Grade 2', 'English Willow Grade 1', 'Tennis Ball'])} Cricket Bat, Size ${r.pick(['5', '6', 'Harrow', 'SH'])}`,
            features: ['Hand-crafted in Jalandhar', 'Full cane handle with grip', 'Thick edges for power'],
            specs: { Willow: ['Kashmir', 'English'], Weight: ['1100-1200 g', '1180-1250 g'] },
            weight: [1.1, 1.3, 'kg'],
            origin: indiaOrigin,
          },
          {
            name: 'Cricket Gear',
            icons: ['cricket-game', 'gloves', 'billed-cap'],
            price: [199, 4999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Leather Cricket Ball, Pack of 2', 'Batting Gloves', 'Batting Pads', 'Cricket Kit Bag', 'Stumps Set with Bails'])}`,
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
            icons: ['person-lifting-weights', 'man-lifting-weights'],
            price: [299, 24999],
            makeName: (b, r) =>
              `${b} ${r.pick(['PVC Dumbbell Set 10 kg', 'Adjustable Dumbbells 20 kg', 'Resistance Bands Set', 'Home Gym Bench', 'Skipping Rope'])}`,
            features: ['Anti-slip grip', 'Suitable for home workouts', 'Durable build'],
            specs: { Material: ['PVC', 'Cast iron', 'Latex'] },
            weight: [0.3, 20, 'kg'],
          },
          {
            name: 'Yoga',
            icons: ['person-in-lotus-position', 'man-in-lotus-position'],
            price: [299, 2499],
            makeName: (b, r) =>
              `${b} ${r.pick(['Anti-Skid Yoga Mat 6 mm', 'Yoga Block, Pair', 'Cotton Yoga Strap', 'TPE Yoga Mat 8 mm'])}, ${r.pick(apparelColours)}`,
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
            icons: ['soccer-ball', 'badminton', 'tennis', 'basketball'],
            price: [249, 6999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Football Size 5', 'Badminton Racquet with Cover', 'Basketball Size 7', 'Tennis Racquet', 'Feather Shuttlecocks, Pack of 10'])}`,
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
            icons: ['books', 'open-book', 'closed-book'],
            price: [199, 899],
            makeName: (_b, r) =>
              `${r.pick(['The Monsoon', 'Whispers of the', 'A Summer in', 'The Last Train to', 'Letters from', 'Songs of the'])} ${r.pick(['Malabar', 'Ganga', 'Deccan', 'Kolkata', 'Backwaters', 'Himalaya'])} (Paperback, ${r.pick(['English', 'Hindi', 'Malayalam'])})`,
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
            icons: ['green-book', 'blue-book', 'notebook'],
            price: [249, 1499],
            makeName: (_b, r) =>
              `${r.pick(['Complete Guide to', 'Objective Questions in', 'Previous Years Papers:', 'Crash Course in'])} ${r.pick(['UPSC General Studies', 'JEE Physics', 'NEET Biology', 'Quantitative Aptitude', 'Reasoning', 'Indian Polity'])} ${r.pick(['2026 Edition', '2027 Edition'])}`,
            features: ['Latest syllabus', 'Solved examples', 'Practice sets with answers'],
            specs: { Binding: ['Paperback'], Language: ['English', 'Hindi'] },
            weight: [400, 1200, 'g'],
            origin: indiaOrigin,
          },
          {
            name: "Children's Books",
            icons: ['orange-book', 'books'],
            price: [99, 699],
            makeName: (_b, r) =>
              `${r.pick(['Panchatantra Stories', 'Tales of Tenali Raman', 'Akbar and Birbal', 'My First Book of Colours', 'Jataka Tales'])} (${r.pick(['Illustrated', 'Board Book', 'Activity Edition'])})`,
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
            icons: ['teddy-bear'],
            price: [199, 2499],
            makeName: (b, r) =>
              `${b} ${r.pick(['Teddy Bear', 'Elephant Soft Toy', 'Unicorn Plush', 'Panda Cuddle Toy'])} ${r.pick(['30 cm', '45 cm', '60 cm', '90 cm'])}, ${r.pick(['Brown', 'Pink', 'Cream', 'Blue'])}`,
            features: ['Soft and huggable', 'Safe for children above 3 years', 'Surface washable'],
            specs: { Height: ['30 cm', '60 cm', '90 cm'] },
            weight: [200, 1500, 'g'],
          },
          {
            name: 'Games & Puzzles',
            icons: ['puzzle-piece', 'video-game', 'kite', 'yo-yo'],
            price: [149, 2999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Ludo and Snakes & Ladders Board Game', '500 Piece Jigsaw Puzzle', 'Wooden Chess Set', 'Makar Sankranti Kite Pack of 10', 'Building Blocks 120 Pieces'])}`,
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
            icons: ['baby-bottle'],
            price: [149, 1999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Anti-Colic Feeding Bottle 250 ml', 'Silicone Baby Spoon Set', 'Steel Sipper Cup', 'Baby Food Maker'])}`,
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
            icons: ['television'],
            price: [11999, 149999],
            makeName: (b, r) =>
              `${b} ${r.pick(['80 cm (32 inch) HD Ready', '108 cm (43 inch) Full HD', '139 cm (55 inch) 4K Ultra HD', '164 cm (65 inch) 4K QLED'])} Smart LED TV`,
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
            icons: ['electric-plug', 'bowl-with-spoon'],
            price: [1499, 8999],
            makeName: (b, r) =>
              `${b} ${r.pick(['750 W Mixer Grinder with 3 Jars', '1000 W Juicer Mixer Grinder', '500 W Wet Grinder', 'Hand Blender 400 W'])}`,
            features: ['Stainless steel blades', 'Overload protection', '2 year warranty on motor'],
            specs: { Power: ['500 W', '750 W', '1000 W'], Jars: ['2', '3', '4'] },
            weight: [2, 6, 'kg'],
            origin: indiaOrigin,
          },
          {
            name: 'Lighting',
            icons: ['light-bulb', 'flashlight'],
            price: [99, 1999],
            makeName: (b, r) =>
              `${b} ${r.pick(['9 W LED Bulb, Pack of 4', 'Rechargeable Emergency Light', 'Smart Wi-Fi LED Bulb 12 W', 'Solar Garden Lamp'])}`,
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
            icons: ['thermometer', 'stethoscope'],
            price: [199, 3999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Digital Thermometer', 'Fingertip Pulse Oximeter', 'Automatic Blood Pressure Monitor', 'Glucometer Kit with 25 Strips'])}`,
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
            icons: ['pill', 'herb'],
            price: [199, 2999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Ashwagandha Tablets, 60 Count', 'Multivitamin for Men, 90 Tablets', 'Chyawanprash 1 kg', 'Whey Protein 1 kg, Kesar Pista', 'Omega 3 Fish Oil, 60 Capsules'])}`,
            features: ['FSSAI approved', 'No added sugar', 'Third-party lab tested'],
            specs: { Form: ['Tablet', 'Capsule', 'Powder'] },
            specsFromName: (name) => ({ Flavour: flavourIn(name) }),
            weight: [100, 1100, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'First Aid',
            icons: ['adhesive-bandage'],
            price: [49, 999],
            makeName: (b, r) =>
              `${b} ${r.pick(['First Aid Kit, 50 Pieces', 'Waterproof Bandages, Pack of 100', 'Antiseptic Liquid 500 ml', 'Crepe Bandage 10 cm'])}`,
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
            icons: ['automobile', 'sport-utility-vehicle'],
            price: [199, 4999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Car Shampoo 1 L', 'Microfibre Cloth, Pack of 4', 'Tyre Inflator 12 V', 'Car Vacuum Cleaner', 'Dashboard Polish 500 ml'])}`,
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
            icons: ['motorcycle', 'rescue-workers-helmet', 'motor-scooter'],
            price: [499, 7999],
            makeName: (b, r) =>
              `${b} ${r.pick(['ISI Full Face Helmet', 'Open Face Helmet with Visor', 'Riding Gloves', 'Bike Cover, Waterproof'])}, ${r.pick(['Matt Black', 'Glossy Red', 'White', 'Blue'])}`,
            features: ['ISI certified', 'Scratch resistant visor', 'Comfortable padding'],
            specs: { Size: ['M (570 mm)', 'L (580 mm)', 'XL (600 mm)'] },
            // Head sizes are for helmets; gloves and covers have none.
            specsFromName: (name): Record<string, null> => (/Helmet/.test(name) ? {} : { Size: null }),
            weight: [0.2, 1.6, 'kg'],
            origin: indiaOrigin,
          },
          {
            name: 'Tools & Oils',
            icons: ['wrench', 'oil-drum', 'hammer-and-wrench'],
            price: [199, 3999],
            makeName: (b, r) =>
              `${b} ${r.pick(['4T Engine Oil 1 L', 'Chain Lube Spray 150 ml', 'Socket Wrench Set 40 Pieces', 'Puncture Repair Kit'])}`,
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
            icons: ['pen', 'pencil', 'fountain-pen', 'crayon'],
            price: [49, 1499],
            makeName: (b, r) =>
              `${b} ${r.pick(['Gel Pens, Pack of 10', 'Fountain Pen with Ink Bottle', 'HB Pencils, Pack of 20', 'Wax Crayons, 24 Shades', 'Ball Pens, Blue, Pack of 25'])}`,
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
            icons: ['spiral-notepad', 'notebook', 'card-index-dividers'],
            price: [49, 999],
            makeName: (b, r) =>
              `${b} ${r.pick(['Single Line Notebooks, Pack of 6', 'A4 Spiral Notebook 200 Pages', 'Expanding File Folder', 'Sticky Notes, 5 Colours'])}`,
            features: ['70 GSM paper', 'Durable cover', 'Eco-friendly'],
            specs: { Pages: ['160', '200', '300'] },
            weight: [200, 1500, 'g'],
            origin: indiaOrigin,
          },
          {
            name: 'School Supplies',
            icons: ['backpack', 'straight-ruler', 'triangular-ruler', 'scissors'],
            price: [99, 2499],
            makeName: (b, r) =>
              `${b} ${r.pick(['School Backpack 30 L', 'Geometry Box', 'Art and Craft Kit', 'Student Scissors, Pack of 2'])}`,
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
