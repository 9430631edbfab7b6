/** Fees travel in fen (whole numbers); shown in yuan with two decimals, a free one too (a total of nothing). */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
