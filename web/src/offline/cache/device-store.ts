import { type DBSchema, openDB } from 'idb';
import type { DeviceCopy } from './device-copy';

// The technician's saved day in IndexedDB (through `idb`): one record per user, written whole after each read, so a
// reader never sees half of one read and half of another. The device's copy belongs to one user: saving one
// user's copy removes any other's, and signing out removes it (wipeDeviceCopy).

const DB_NAME = 'spanner-device-copy';

interface DeviceCopySchema extends DBSchema {
  copies: { key: string; value: DeviceCopy };
}

const database = () =>
  openDB<DeviceCopySchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('copies', { keyPath: 'userId' });
    },
  });

/** Keep `copy` as the device's only copy (another user's is removed in the same transaction). */
export async function saveDeviceCopy(copy: DeviceCopy): Promise<void> {
  const db = await database();
  try {
    const tx = db.transaction('copies', 'readwrite');
    await tx.store.clear();
    await tx.store.put(copy);
    await tx.done;
  } finally {
    db.close();
  }
}

/** The copy saved for `userId`, or null (never another user's). */
export async function readDeviceCopy(userId: string): Promise<DeviceCopy | null> {
  const db = await database();
  try {
    return (await db.get('copies', userId)) ?? null;
  } finally {
    db.close();
  }
}

/** Remove every saved copy from this device (sign-out). */
export async function wipeDeviceCopy(): Promise<void> {
  const db = await database();
  try {
    await db.clear('copies');
  } finally {
    db.close();
  }
}

/** Remove the copy of anyone but `userId` (another user signed in on this device). */
export async function keepOnlyCopyOf(userId: string): Promise<void> {
  const db = await database();
  try {
    const tx = db.transaction('copies', 'readwrite');
    for (const key of await tx.store.getAllKeys()) if (key !== userId) await tx.store.delete(key);
    await tx.done;
  } finally {
    db.close();
  }
}
