// The offline door's messages (issue 25). Ours, not the specification's; apart from texts.ts
// so that the visitor's pages do not download them.
export const doorOfflineTexts = {
  stepInTheFuture: (index: number) =>
    `steps.${index}.at: the step's time is later than now; check the device's clock.`,
  stepTooOld: (index: number, date: string) =>
    `steps.${index}.at: steps from before ${date} can no longer be uploaded.`,
};
