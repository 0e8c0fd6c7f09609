/**
 * The Kafka generation worker ({@link dev.sudoku.kafka.PuzzleWorker}, started by {@link
 * dev.sudoku.kafka.WorkerMain}): consumes generation requests and publishes puzzles, summaries and
 * dead letters in transactions with the consumer offsets; {@link dev.sudoku.kafka.LocalMode} runs a
 * broker and a worker in one process for a first look.
 */
package dev.sudoku.kafka;
