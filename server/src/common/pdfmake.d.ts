// pdfmake 0.3 ships no type declarations; this covers the part common/pdf.ts uses.
declare module 'pdfmake' {
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  export interface PdfMake {
    createPdf(docDefinition: object, options?: object): OutputDocument;
    setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
