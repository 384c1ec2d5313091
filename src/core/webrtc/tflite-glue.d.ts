// The segmentation runtime's Emscripten glue, shipped by @twilio/video-processors without types of its own.
declare module '@twilio/video-processors/dist/build/tflite-simd-1-0-0.js' {
  /** The runtime's exports: a heap and the calls that load a model and run it on the input buffer. */
  export interface TFLiteModule {
    HEAPU8: Uint8Array;
    HEAPF32: Float32Array;
    _getModelBufferMemoryOffset(): number;
    _loadModel(bytes: number): number;
    _getInputMemoryOffset(): number;
    _getInputWidth(): number;
    _getInputHeight(): number;
    _getOutputMemoryOffset(): number;
    _runInference(): number;
  }
  /** Instantiates the runtime from the WebAssembly bytes it is given (nothing fetched by itself). */
  export default function createTFLite(options: { wasmBinary: ArrayBuffer }): Promise<TFLiteModule>;
}
