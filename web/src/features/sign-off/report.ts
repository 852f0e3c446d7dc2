// The service report as the API sends it (api/src/rules/service-report.ts): what the signing screen shows.

export type ReportEntry =
  | { label: string; value: string }
  | { label: string; signature: { photoId: string; signedBy: string } }
  | { label: string; rows: { label: string; entries: ReportEntry[] }[] };

export interface ServiceReport {
  business: { name: string; abn: string | null; phone: string | null; email: string | null };
  job: { title: string; description: string | null; scheduledOn: string | null };
  customer: { name: string; address: string | null } | null;
  technicians: string[];
  equipment: { name: string; details: string | null }[];
  labour: { who: string; hours: number }[];
  parts: { name: string; quantity: number }[];
  forms: {
    title: string;
    equipment: string | null;
    submitted: boolean;
    revision: number;
    sections: { title: string; entries: ReportEntry[] }[];
  }[];
}
