/** Issue 29: a sold item's fee columns are the store's take, sold price − payout, whatever basis the payout has. */
import { describe, expect, it } from 'vitest';
import { type FeeContext, soldFeeColumns } from '../../core/fee-context';

const fees: FeeContext = {
  types: [{ id: 1, accountType: 'Standard', sellingFee: 20, minFee: 0, flatFee: 0, isDefault: true }],
  store: {
    payoutFee: 0,
    vatRate: 0,
    chargeTax: false,
    cleaningFee: 2000,
    boxFee: 2000,
    absorbDiscount: false,
  },
};
const consigner = { isStoreAccount: false, consignerTypeId: 1, chargeTax: false, balanceOwed: 0 };

describe('soldFeeColumns', () => {
  it('is the fees on the sold price when nothing is absorbed', () => {
    expect(
      soldFeeColumns({ fees, consigner, item: { price: 10_000 }, discount: 1_000, absorbDiscount: false }),
    ).toEqual({
      payoutAmount: 7_200,
      payoutFee: 1_800,
      total: 1_800,
    });
  });

  it('goes negative when the store absorbs a markdown: paid on $200 less 20 %, sold for $150', () => {
    const cols = soldFeeColumns({
      fees,
      consigner,
      item: { price: 15_000 },
      discount: 0,
      absorbDiscount: false,
      terms: { basis: 20_000, sellingFee: null },
    });
    expect(cols).toEqual({ payoutAmount: 16_000, payoutFee: -1_000, total: -1_000 });
  });

  it('is sold price − payout when the store absorbs a discount too', () => {
    // Paid on the listed $100 (80), sold for $100 − $30 = $70: the store keeps −$10.
    expect(
      soldFeeColumns({ fees, consigner, item: { price: 10_000 }, discount: 3_000, absorbDiscount: true }),
    ).toEqual({
      payoutAmount: 8_000,
      payoutFee: -1_000,
      total: -1_000,
    });
  });
});
