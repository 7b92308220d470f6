import type { Database } from '@sweet-art/db/database'
import { isInCongestionZone } from '@sweet-art/domain/congestion'
import { AppError } from '@sweet-art/domain/errors'
import type { AddressFormValues } from '@sweet-art/domain/schemas/forms'
import type { Address } from '@sweet-art/domain/schemas/users'
import type { Clock } from '../../lib/clock'
import { isUuid } from '../../lib/ownership'
import type { MapsProvider } from '../../providers/maps/maps-provider'
import type { OptionsCache } from '../options/options.service'
import {
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  updateAddress,
  type AddressRow,
  type AddressValues,
} from './addresses.repository'

const ADDRESS_NOT_FOUND = 'This address is not in your address book.'
const PLACE_NOT_FOUND = 'We could not find this address. Please choose it from the suggestions.'

/** A stored address as the API answers it (docs/product.md › Addresses). */
function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    address: row.address,
    postCode: row.postCode,
    floor: row.floor,
    flat: row.flat,
    isCongestionZone: row.isCongestionZone,
    deliveryDistance:
      row.distanceOrigin !== null && row.distanceMiles !== null
        ? { origin: row.distanceOrigin, distance: row.distanceMiles }
        : null,
  }
}

/** A saved address as stored, with the place and the distance the server found for it. */
export type SavedAddress = AddressRow

/** The address book of signed-in clients; congestion flag and distance are always the server's (docs/product.md › Address search). */
export interface AddressesService {
  list: (clientId: string) => Promise<Address[]>
  /** One address of one client as stored; another client's address is as good as missing. */
  findSaved: (clientId: string, id: string) => Promise<SavedAddress | null>
  create: (clientId: string, form: AddressFormValues) => Promise<Address>
  update: (clientId: string, id: string, form: AddressFormValues) => Promise<Address[]>
  remove: (clientId: string, id: string) => Promise<Address[]>
}

/** Builds the address book over the database, the maps provider and the shop's options. */
export function createAddressesService(deps: {
  db: Database
  maps: MapsProvider
  options: OptionsCache
  clock: Clock
}): AddressesService {
  const { db, maps, options, clock } = deps

  /**
   * Computes what is stored from the form: with a place id, the address line, postcode and
   * distance all come from the maps provider, so a checkout to this address is charged for the
   * place it names; without one, only the text and postcode typed are known, so there is no
   * distance. Floor and flat are the customer's. The browser's `isCongestionZone` and
   * `deliveryDistance` are never used.
   */
  async function resolve(form: AddressFormValues, previous?: AddressRow): Promise<AddressValues> {
    const { appDelivery } = await options.get()
    const typed = { floor: form.floor, flat: form.flat }
    const placeId = form.placeId?.trim() ? form.placeId.trim() : null
    if (placeId === null) {
      const unchanged =
        previous !== undefined &&
        previous.address === form.address &&
        previous.postCode === form.postCode
      return {
        ...typed,
        address: form.address,
        postCode: form.postCode,
        placeId: unchanged ? previous.placeId : null,
        isCongestionZone: isInCongestionZone(form.postCode, appDelivery.congestionChargeZone),
        distanceOrigin: unchanged ? previous.distanceOrigin : null,
        distanceMiles: unchanged ? previous.distanceMiles : null,
      }
    }
    const details = await maps.placeDetails(placeId)
    if (!details) throw new AppError('VALIDATION', PLACE_NOT_FOUND, { address: PLACE_NOT_FOUND })
    const origin = appDelivery.originDeliveryAddress
    // The same place from the same origin: the distance the provider gave then still holds, and
    // the paid route lookup is spared.
    const isDistanceCurrent =
      previous?.placeId === placeId &&
      previous.distanceOrigin === origin &&
      previous.distanceMiles !== null
    const miles = isDistanceCurrent
      ? previous.distanceMiles
      : await maps.distanceMiles(origin, placeId)
    return {
      ...typed,
      ...details,
      placeId,
      isCongestionZone: isInCongestionZone(details.postCode, appDelivery.congestionChargeZone),
      distanceOrigin: miles === null ? null : origin,
      distanceMiles: miles,
    }
  }

  async function list(clientId: string): Promise<Address[]> {
    return (await listAddresses(db, clientId)).map(toAddress)
  }

  return {
    list,
    findSaved: (clientId, id) => findAddress(db, clientId, id),
    async create(clientId, form) {
      return toAddress(await insertAddress(db, clientId, await resolve(form), clock()))
    },
    async update(clientId, id, form) {
      const previous = isUuid(id) ? await findAddress(db, clientId, id) : null
      if (!previous) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND)
      const updated = await updateAddress(db, clientId, id, await resolve(form, previous))
      if (!updated) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND)
      return list(clientId)
    },
    async remove(clientId, id) {
      if (!isUuid(id) || !(await deleteAddress(db, clientId, id)))
        throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND)
      return list(clientId)
    },
  }
}
