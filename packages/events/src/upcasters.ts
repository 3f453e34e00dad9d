/**
 * Event schema versions. A type name plus its version is a storage contract: a new shape
 * gets a new version and an upcaster from the previous one. Reading always upcasts to the
 * newest version, so deciders and projections only know the current shape.
 */
export interface Upcaster {
  type: string;
  fromVersion: number;
  upcast: (data: Record<string, unknown>) => Record<string, unknown>;
}

export class UpcasterRegistry {
  private readonly byKey = new Map<string, Upcaster>();
  private readonly latest = new Map<string, number>();

  register(...upcasters: Upcaster[]): this {
    for (const u of upcasters) {
      this.byKey.set(`${u.type}@${u.fromVersion}`, u);
      this.latest.set(u.type, Math.max(this.latest.get(u.type) ?? 1, u.fromVersion + 1));
    }
    return this;
  }

  /** The version new events of this type are written with. */
  currentVersion(type: string): number {
    return this.latest.get(type) ?? 1;
  }

  upcast(
    type: string,
    version: number,
    data: Record<string, unknown>,
  ): { version: number; data: Record<string, unknown> } {
    let v = version;
    let d = data;
    for (let u = this.byKey.get(`${type}@${v}`); u; u = this.byKey.get(`${type}@${v}`)) {
      d = u.upcast(d);
      v += 1;
    }
    return { version: v, data: d };
  }
}
