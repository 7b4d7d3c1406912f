const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Whole rupees with Indian digit grouping (API.md: money is whole rupees): 150000 -> '₹1,50,000'. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
