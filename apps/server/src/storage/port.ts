/**
 * DESIGN: uploaded files sit behind one interface, so an S3-compatible store can replace the
 * local disk. Keys are random and never come from the applicant.
 */
export interface FileStorage {
  save(bytes: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}
