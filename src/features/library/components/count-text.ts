/** "1 item" / "3 items". */
export const countText = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
