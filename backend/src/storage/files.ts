/**
 * The files of Storage's objects on disk: `<root>/<bucket>/<object name>`, as storage-api's file
 * backend keeps them (without its version folder: an upsert replaces the file). Names are checked
 * first (objects.ts `checkKey`), and every path is proved to stay under the root.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** The file store of one backend. */
export class FileStore {
  private readonly root: string

  constructor(root: string) {
    this.root = path.resolve(root)
  }

  /** Absolute path of `bucket`/`name`; throws when it would leave the store's folder. */
  pathOf(bucket: string, name: string): string {
    const full = path.resolve(this.root, bucket, ...name.split('/'))
    if (!full.startsWith(this.root + path.sep + bucket + path.sep))
      throw new Error(`unsafe object path ${bucket}/${name}`)
    return full
  }

  /**
   * Writes `bytes` to a temporary file next to the object's place and returns a function that
   * moves it into place (`commit`) or deletes it (`discard`), so the file appears only once the
   * database row is written.
   */
  async stage(
    bucket: string,
    name: string,
    bytes: Uint8Array,
  ): Promise<{ commit(): Promise<void>; discard(): Promise<void> }> {
    const target = this.pathOf(bucket, name)
    await mkdir(path.dirname(target), { recursive: true })
    const temp = `${target}.${randomUUID()}.uploading`
    await writeFile(temp, bytes)
    return {
      commit: () => rename(temp, target),
      discard: () => rm(temp, { force: true }),
    }
  }

  /** The object's bytes, or null when there is no file. */
  async read(bucket: string, name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(bucket, name))
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw err
    }
  }

  /** Deletes the object's file (if any) and the folders it leaves empty, up to the bucket's. */
  async remove(bucket: string, name: string): Promise<void> {
    const target = this.pathOf(bucket, name)
    await rm(target, { force: true })
    const bucketDir = path.join(this.root, bucket)
    for (let dir = path.dirname(target); dir.startsWith(bucketDir + path.sep); dir = path.dirname(dir)) {
      try {
        await rmdir(dir)
      } catch {
        break // not empty (or already gone): stop climbing
      }
    }
  }
}
