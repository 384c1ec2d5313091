// Lucide ships one module per drawing but types only its index: each module's default is one icon node.
declare module 'lucide/dist/esm/icons/*.mjs' {
  const drawing: import('lucide').IconNode;
  export default drawing;
}
