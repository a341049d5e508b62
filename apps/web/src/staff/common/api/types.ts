/**
 * Staff-wide records read by several staff features (spec 3 §3). Each feature owns its screens and
 * mutations; the reads they share live in staff/common so features never import each other.
 */

export type { ProductTemplate } from '@web/shared/api/get-product-templates';

export interface ConsignerType {
  id: number;
  accountType: string;
  sellingFee: number;
  minFee: number;
  flatFee: number;
  isDefault: boolean;
  category: string | null;
  categories?: string[] | null;
  option1Value: string | null;
  option2Value: string | null;
  option3Value: string | null;
  /** The consignment terms of this type (null: the store default). */
  consignmentTermsId?: number | null;
}

export interface StoreLocation {
  id: number;
  name: string;
  address?: string | null;
}

export interface SubLocation {
  id: number;
  name: string;
  locationName: string;
  locationId?: number;
}
