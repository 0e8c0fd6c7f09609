/**
 * Benchmarks, not part of any product jar: JMH benchmarks ({@code *Benchmark}, run with {@code java
 * -jar benchmarks/target/benchmarks.jar}) and thread-CPU-time harnesses ({@code *CpuTime}, {@code
 * GeneratorBandProfile}, {@code GeneratorNeighbourProfile}, {@code HodokuLevelMap}), each with the
 * command that runs it in its class comment.
 */
package dev.sudoku.bench;
