// The door's own IndexedDB database, through the raw API (three stores, a handful of calls: a
// library would add more than it saves). Each call is its own transaction.
//
//   roster     today's roster (one record, key 'today'), with the user it belongs to
//   steps      steps taken offline, waiting to upload, in the order taken (key: seq)
//   conflicts  uploaded steps the server did not take, shown until staff dismiss them

export type DoorStore = 'roster' | 'steps' | 'conflicts';
const STORES: DoorStore[] = ['roster', 'steps', 'conflicts'];

let opening: Promise<IDBDatabase> | undefined;

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openDoorDb(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open('door', 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore('roster');
      db.createObjectStore('steps', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('conflicts', { keyPath: 'nonce' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = undefined;
      reject(request.error);
    };
  });
  return opening;
}

async function store(name: DoorStore, mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await openDoorDb()).transaction(name, mode).objectStore(name);
}

export async function readOne<T>(name: DoorStore, key: IDBValidKey): Promise<T | undefined> {
  return done((await store(name, 'readonly')).get(key)) as Promise<T | undefined>;
}

/** Every record of a store, in key order (for steps: the order they were taken). */
export async function readAll<T>(name: DoorStore): Promise<T[]> {
  return done((await store(name, 'readonly')).getAll()) as Promise<T[]>;
}

/** Writes a record; answers its key (a new step's seq). */
export async function write(name: DoorStore, value: unknown, key?: IDBValidKey): Promise<IDBValidKey> {
  return done((await store(name, 'readwrite')).put(value, key));
}

export async function remove(name: DoorStore, key: IDBValidKey): Promise<void> {
  await done((await store(name, 'readwrite')).delete(key));
}

/** Empties the stores named (all of them by default): the device forgets what it kept. */
export async function clearStores(names: DoorStore[] = STORES): Promise<void> {
  const transaction = (await openDoorDb()).transaction(names, 'readwrite');
  for (const name of names) transaction.objectStore(name).clear();
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
}
