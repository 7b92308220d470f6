import type { AppDelivery } from './schemas/app-options'

/** The shop's default settings, applied to a new database (docs/product.md › Delivery). */
export const DEFAULT_APP_DELIVERY: AppDelivery = {
  originDeliveryAddress: 'Abbey Road, Barking IG11 7BT, UK',
  distanceRatio: 1.25,
  congestionPrice: 15,
  congestionChargeZone: ['EC1?', 'EC2?', 'EC3?', 'EC4?', 'SE1', 'SW1?', 'W1?', 'WC1?', 'WC2?'],
  congestionWeekDays: [
    { day: 1, from: '07:00', to: '18:00' },
    { day: 2, from: '07:00', to: '18:00' },
    { day: 3, from: '07:00', to: '18:00' },
    { day: 4, from: '07:00', to: '18:00' },
    { day: 5, from: '07:00', to: '18:00' },
    { day: 6, from: '12:00', to: '18:00' },
    { day: 0, from: '12:00', to: '18:00' },
  ],
  congestionDaysInterval: { from: '12-25', to: '01-01' },
}
