/**
 * One value per database handle, made on first use: prepared statements and in-memory indexes belong to the
 * database they were made for (tests open several in one process).
 */
export function perDatabase<D extends object, T>(create: (db: D) => T): (db: D) => T {
  const values = new WeakMap<D, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = create(db);
      values.set(db, value);
    }
    return value;
  };
}
