export function precacheBytes(dir?: string): {
  code: number;
  all: number;
  count: number;
  files: Record<string, number>;
};
