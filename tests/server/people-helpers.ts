import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';

/** An .xlsx workbook of one sheet: a header row, then the rows (what a member of staff fills in). */
export async function xlsx(headers: string[], rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Reads a workbook answered by an export: the header row and the data rows, as text. */
export async function readXlsx(body: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0]?.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (c) => cells.push(c.text));
    out.push(cells);
  });
  return out;
}

/** Posts a file as a browser's FormData does (field `file`), as pig-ui's import dialog sends it. */
export function upload(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  data: Buffer,
  filename = 'import.xlsx',
) {
  const boundary = '----peixun-people-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

export const USER_HEADERS = [
  '用户名',
  '手机号',
  '昵称',
  '姓名',
  '邮箱',
  '部门名称',
  '角色',
  '岗位名称',
  '锁定标记',
  '初始密码',
];
