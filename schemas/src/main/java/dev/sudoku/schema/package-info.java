/**
 * The data contracts shared by the Spark jobs and the Kafka worker: Avro records generated from
 * {@code src/main/avro} (namespace {@code dev.sudoku.schema}), the topics that carry them ({@link
 * dev.sudoku.schema.Topics}), and a registry-free single-object serde ({@link
 * dev.sudoku.schema.AvroSerde}) that also reads every earlier schema version ({@link
 * dev.sudoku.schema.SchemaHistory}).
 */
package dev.sudoku.schema;
