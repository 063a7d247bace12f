/** 3000000 → `3,000,000`: whole numbers in documents, grouped by thousands as a reader expects. */
export function groupDigits(value: bigint): string {
  return value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A stored quantity as documents print it: grouped when it is a whole number, as given otherwise. */
export function groupedQuantity(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value).trim();
  return /^-?\d+$/.test(text) ? groupDigits(BigInt(text)) : text;
}
