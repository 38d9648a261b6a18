import { crc32, createDeflate } from 'node:zlib';
import { PDFDocument, type PDFName, PDFOperator, PDFOperatorNames } from 'pdf-lib';

/** `side` x `side` grey zeros, deflated a megabyte at a time (never held whole). */
async function deflatedZeros(side: number, rowFilterByte: boolean): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const rowBytes = side + (rowFilterByte ? 1 : 0);
  const rowsPerChunk = Math.max(1, Math.floor(1_000_000 / rowBytes));
  const chunk = Buffer.alloc(rowBytes * rowsPerChunk);
  for (let row = 0; row < side; row += rowsPerChunk) {
    const rows = Math.min(rowsPerChunk, side - row);
    if (!deflate.write(chunk.subarray(0, rows * rowBytes))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** A valid greyscale PNG of `side` x `side` black pixels: a few hundred KB on disk. */
export async function pngPixelBomb(side: number): Promise<Uint8Array> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', await deflatedZeros(side, true)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF drawing one `side` x `side` greyscale image XObject over the page. */
export async function pdfPixelBomb(side: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const image = pdf.context.stream(await deflatedZeros(side, false), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: side,
    Height: side,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  });
  const name = page.node.newXObject('Im', pdf.context.register(image));
  page.pushOperators(
    PDFOperator.of(PDFOperatorNames.PushGraphicsState),
    PDFOperator.of(PDFOperatorNames.ConcatTransformationMatrix, [
      pdf.context.obj(612),
      pdf.context.obj(0),
      pdf.context.obj(0),
      pdf.context.obj(792),
      pdf.context.obj(0),
      pdf.context.obj(0),
    ]),
    PDFOperator.of(PDFOperatorNames.DrawObject, [name as PDFName]),
    PDFOperator.of(PDFOperatorNames.PopGraphicsState),
  );
  return pdf.save({ useObjectStreams: false });
}
