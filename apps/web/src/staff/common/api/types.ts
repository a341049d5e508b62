/**
 * Staff-wide records read by several staff features (spec 3 §3). Each feature owns its screens and
 * mutations; the reads they share live in staff/common so features never import each other.
 */

export type { ConsignerType } from '@backroom/domain/contract/consigner-types';
export type { Location as StoreLocation, SubLocation } from '@backroom/domain/contract/locations';
export type { ProductTemplate } from '@web/shared/api/get-product-templates';
